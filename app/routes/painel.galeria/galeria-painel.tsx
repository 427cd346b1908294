// The board's galleries on /painel/galeria: the table of one gallery's photos (a school photo's with
// its state and the children marked), with the links that open their dialogs (URL state,
// ?acao=...&id=...), and the dialogs: 'Enviar Fotos' (one file input that takes several photos, so
// it works without JavaScript), a photo's title and date, and the delete confirmation, whose code
// (galeria-dialog.tsx) arrives with the first one opened
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { type Column } from "~/components/ui/data-table"
import { DialogLink, RowActionsApart } from "~/components/ui/dialog"
import { onDemand } from "~/components/ui/on-demand"
import type { FotoGaleria } from "~/features/galeria/galerias.server"
import { ASPECT_CLASS, ThumbnailLink, toThumbnail, type Galeria } from "~/features/galeria/thumbnail"
import { formatDate } from "~/utils/format"
import type { FotoEscolinha } from "./galeria-painel.server"

export const FOTO_ACOES = ["enviar", "editar", "excluir"] as const
export type FotoAcao = (typeof FOTO_ACOES)[number]

type Foto = FotoGaleria & FotoEscolinha

/**
 * A school photo's state ('Publicada', 'Não publicada', or 'Despublicada: <motivo>' with the date it
 * was taken down) and whom it shows (first names), as PocketBase's reader gives them
 * (docs/decisions/youth-school.md#image-consent-in-the-gallery).
 */
function EstadoFoto({ foto }: { foto: Foto }) {
  const estado = foto.publicada
    ? "Publicada"
    : foto.despublicada_em
      ? `Despublicada: ${foto.motivo_despublicacao || "sem motivo registrado"}`
      : "Não publicada"
  const criancas = foto.criancas ?? []
  return (
    <div className="grid gap-0.5 text-sm">
      <span className="font-medium">{estado}</span>
      {!foto.publicada && foto.despublicada_em ? (
        <span className="text-gray-600">em {formatDate(foto.despublicada_em)}</span>
      ) : null}
      <span className="text-gray-700">
        {criancas.length > 0
          ? `Crianças: ${criancas.map((crianca) => crianca.nome).join(", ")}`
          : foto.sem_criancas
            ? "Nenhuma criança identificável"
            : "Crianças não marcadas"}
      </span>
    </div>
  )
}

const estado: Column<Foto> = { header: "Situação", cell: (f) => <EstadoFoto foto={f} /> }

/** The table's columns for a gallery: its smallest thumbnail, never the photo itself. */
export function fotoColumns(galeria: Galeria): ReadonlyArray<Column<Foto>> {
  return [
    {
      header: "Foto",
      cell: (f) => (
        <div className={`w-20 overflow-hidden rounded ${ASPECT_CLASS[galeria]}`}>
          <ThumbnailLink thumbnail={toThumbnail(galeria, f, 0)} sizes="80px" lazy />
        </div>
      ),
    },
    { header: "Título", cell: (f) => <span className="font-medium">{f.titulo || "—"}</span>, card: "title" },
    {
      header: "Data",
      cell: (f) => (f.data ? formatDate(f.data) : "—"),
      // A phone keeps the actions on screen; the date is in the photo's dialog.
      className: "hidden whitespace-nowrap sm:table-cell",
    },
    ...(galeria === "galeria_escolinha" ? [estado] : []),
    {
      header: "Ações",
      // 'Excluir' apart from 'Editar' (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
      cell: (f) => (
        <RowActionsApart
          destructive={<DialogLink acao="excluir" id={f.id} label="Excluir" context={f.titulo} destructive />}
        >
          <DialogLink acao="editar" id={f.id} label="Editar" context={f.titulo} />
        </RowActionsApart>
      ),
    },
  ]
}

/** The dialog the address names (?acao=...&id=...). */
export const FotoDialog = onDemand(() => import("./galeria-dialog").then((module) => module.FotoDialog))
