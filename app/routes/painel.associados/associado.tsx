// The president's views of the members on /painel/associados: the table's columns and actions, and
// the dialogs (new member, edit, delete, set inactive, answer a deletion request), each named by
// the address; the dialogs' code (associado-dialog.tsx) arrives with the first one opened
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { type Column } from "~/components/ui/data-table"
import { DialogLink, NewDialogLink, RowActionsApart } from "~/components/ui/dialog"
import { onDemand } from "~/components/ui/on-demand"
import { StatusBadge } from "~/components/ui/status-badge"
import type { Associado } from "~/features/associados/associados.server"
import { ASSOCIADO_STATUS_LABELS } from "@veteranos/domain/associados"
import { formatDate } from "~/utils/format"

export const ASSOCIADO_ACOES = ["novo", "editar", "excluir", "inativar", "anonimizar"] as const
export type AssociadoAcao = (typeof ASSOCIADO_ACOES)[number]

/** 'Editar', and the destructive one apart (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart). */
function Acoes({ associado }: { associado: Associado }) {
  const link = (acao: AssociadoAcao, label: string, destructive = false) => (
    <DialogLink
      acao={acao}
      id={associado.id}
      label={label}
      context={associado.nome}
      destructive={destructive}
    />
  )
  const destructive = associado.exclusao_pedida_em
    ? link("anonimizar", "Atender pedido de exclusão", true)
    : link("excluir", "Excluir", true)
  return <RowActionsApart destructive={destructive}>{link("editar", "Editar")}</RowActionsApart>
}

export const ASSOCIADO_COLUMNS: ReadonlyArray<Column<Associado>> = [
  {
    header: "Nome",
    cell: (a) => (
      <>
        <span className="font-medium">{a.nome}</span>
        {a.exclusao_pedida_em ? (
          <span className="mt-0.5 block">
            <StatusBadge status="vencida" label={`Pediu exclusão em ${formatDate(a.exclusao_pedida_em)}`} />
          </span>
        ) : null}
        <span className="block break-all text-gray-700 md:hidden">{a.email}</span>
      </>
    ),
  },
  { header: "Email", cell: (a) => a.email, className: "hidden break-all md:table-cell" },
  { header: "Telefone", cell: (a) => a.telefone || "—", className: "hidden whitespace-nowrap md:table-cell" },
  {
    header: "Status",
    cell: (a) => (
      <StatusBadge
        status={a.status === "ativo" ? "aprovado" : "cancelado"}
        label={ASSOCIADO_STATUS_LABELS[a.status]}
      />
    ),
  },
  { header: "Filiação", cell: (a) => formatDate(a.created), className: "whitespace-nowrap" },
  { header: "Ações", cell: (a) => <Acoes associado={a} /> },
]

/** The dialog the address names (?acao=...&id=...). */
export const AssociadoDialog = onDemand(() =>
  import("./associado-dialog").then((module) => module.AssociadoDialog),
)

/** 'Novo Associado' and the CSV of the list as it is filtered now. */
export function AssociadosToolbar({ csvHref }: { csvHref: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* No `download`: the export may first open the re-confirmation page; the file itself says it is one. */}
      <a href={csvHref} className="font-semibold text-marca-800 underline">
        Exportar CSV
      </a>
      <NewDialogLink acao="novo" label="Novo Associado" />
    </div>
  )
}
