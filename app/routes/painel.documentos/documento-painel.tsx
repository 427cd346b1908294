// The board's documents on /painel/documentos: the table of a category, with the links that open
// its dialogs (URL state, ?acao=...&id=...), and the dialogs: a new or edited document (its PDF
// optional when editing) and the delete confirmation, whose code (documento-dialog.tsx) arrives with
// the first one opened (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { type Column } from "~/components/ui/data-table"
import { DialogLink, RowActionsApart } from "~/components/ui/dialog"
import { onDemand } from "~/components/ui/on-demand"
import type { Documento } from "~/features/documentos/documentos.server"
import { fileUrl } from "~/utils/files"

export const DOCUMENTO_ACOES = ["novo", "editar", "excluir"] as const
export type DocumentoAcao = (typeof DOCUMENTO_ACOES)[number]

export const DOCUMENTO_COLUMNS: ReadonlyArray<Column<Documento>> = [
  {
    header: "Documento",
    cell: (d) => (
      <a
        href={fileUrl("documentos", d.id, d.arquivo)}
        className="font-medium text-marca-800 underline hover:text-marca-950"
      >
        {d.nome}
      </a>
    ),
  },
  { header: "Descrição", cell: (d) => d.descricao || "—", className: "hidden md:table-cell" },
  {
    header: "Ações",
    // 'Excluir' apart from 'Editar' (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
    cell: (d) => (
      <RowActionsApart
        destructive={<DialogLink acao="excluir" id={d.id} label="Excluir" context={d.nome} destructive />}
      >
        <DialogLink acao="editar" id={d.id} label="Editar" context={d.nome} />
      </RowActionsApart>
    ),
  },
]

/** The dialog the address names (?acao=...&id=...). */
export const DocumentoDialog = onDemand(() =>
  import("./documento-dialog").then((module) => module.DocumentoDialog),
)
