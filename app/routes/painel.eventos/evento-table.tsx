// The board's lists on /painel/eventos: the events' table and the yearly calendar's, with the links
// that open their dialogs (new, edit, delete), each named by the address. The dialogs are
// evento-dialogs.tsx.
import { EVENTO_THUMB } from "~/features/eventos/evento-publico"
import { Link } from "@remix-run/react"
import { type Column } from "~/components/ui/data-table"
import { DialogLink, RowActionsApart } from "~/components/ui/dialog"
import type { CalendarioAnual } from "~/features/eventos/calendario-anual.server"
import type { EventoPainel } from "~/features/eventos/eventos.server"
import type { Presenca } from "~/features/eventos/inscricoes.server"
import { fileUrl } from "~/utils/files"
import { eventoPagePath } from "@veteranos/domain/inscricoes"
import { formatEventDateTime } from "~/utils/format"

export const EVENTO_ACOES = [
  "novo",
  "editar",
  "excluir",
  "novo-calendario",
  "editar-calendario",
  "excluir-calendario",
] as const
export type EventoAcao = (typeof EVENTO_ACOES)[number]

/** A row of the board's list: the event and its places (`presenca`, null without places or unread). */
type EventoLinha = EventoPainel & { presenca: Presenca | null }

export const EVENTO_COLUMNS: ReadonlyArray<Column<EventoLinha>> = [
  {
    header: "Imagem",
    cell: (e) =>
      e.imagem ? (
        <img
          src={fileUrl("eventos", e.id, e.imagem, EVENTO_THUMB.lista.size)}
          alt=""
          width={80}
          height={45}
          loading="lazy"
          className="rounded object-cover"
        />
      ) : (
        <span className="text-gray-500">—</span>
      ),
  },
  {
    header: "Evento",
    card: "title",
    cell: (e) => (
      <Link to={eventoPagePath(e.id)} className="font-medium text-marca-800 underline hover:text-marca-950">
        {e.titulo}
      </Link>
    ),
  },
  { header: "Data", cell: (e) => formatEventDateTime(e.data_evento), className: "whitespace-nowrap" },
  { header: "Local", cell: (e) => e.localizacao || "—", className: "hidden md:table-cell" },
  {
    header: "Vagas",
    cell: (e) =>
      e.presenca ? (
        <>
          {e.presenca.vagas}
          {e.presenca.espera ? <span className="block text-gray-700">{e.presenca.espera}</span> : null}
        </>
      ) : (
        "—"
      ),
    className: "hidden md:table-cell",
  },
  {
    header: "Ações",
    // 'Excluir' apart from 'Editar' (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
    cell: (e) => (
      <RowActionsApart
        destructive={<DialogLink acao="excluir" id={e.id} label="Excluir" context={e.titulo} destructive />}
      >
        <DialogLink acao="editar" id={e.id} label="Editar" context={e.titulo} />
      </RowActionsApart>
    ),
  },
]

export const CALENDARIO_COLUMNS: ReadonlyArray<Column<CalendarioAnual>> = [
  { header: "Mês", cell: (c) => c.mes, className: "whitespace-nowrap" },
  { header: "Evento", cell: (c) => c.evento },
  {
    header: "Ações",
    // 'Remover' apart from 'Editar', as an event's 'Excluir'.
    cell: (c) => (
      <RowActionsApart
        destructive={
          <DialogLink
            acao="excluir-calendario"
            id={c.id}
            label="Remover"
            context={`${c.mes}: ${c.evento}`}
            destructive
          />
        }
      >
        <DialogLink acao="editar-calendario" id={c.id} label="Editar" context={`${c.mes}: ${c.evento}`} />
      </RowActionsApart>
    ),
  },
]
