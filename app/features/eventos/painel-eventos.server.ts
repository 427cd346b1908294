// The panel's event pages as PocketBase's readers give them (pocketbase/pb_hooks/lib/paginas/eventos.js
// and evento.js, docs/decisions/performance.md#one-question-per-panel-page): the events, their places
// as `inscricoes_vagas` counts them and the sign-ups as `inscricoes_fila` lists them. What each
// person sees of the places is worked out here by vagas.ts, so the pages' scripts carry none of it.
import type { ListResult } from "pocketbase"
import type { Role } from "~/auth/permissions"
import { can } from "~/auth/permissions"
import type { CalendarioAnual } from "~/features/eventos/calendario-anual.server"
import type { EventoPainel } from "~/features/eventos/eventos.server"
import { presencaOf, type Inscrito, type Presenca, type Vagas } from "~/features/eventos/vagas"

/** 'Gerenciar Eventos': a page of events, their places, the yearly calendar and a dialog's event. */
export type EventosDoPainel = {
  lista: ListResult<EventoPainel>
  vagas: Vagas[]
  calendario: CalendarioAnual[]
  evento: EventoPainel | null
}

/** An event's page: the event (null when there is none), its places, the person's own sign-up, the board's lists. */
export type EventoDoPainel = {
  evento: EventoPainel | null
  vagas: Vagas | null
  minha: Inscrito | null
  inscritos: { confirmadas: Inscrito[]; espera: Inscrito[] } | null
}

/** The board's list: each event with its places alone (`presenca`: null without places). */
export function eventosComVagas(
  { lista, vagas }: EventosDoPainel,
  now: Date = new Date(),
): Array<EventoPainel & { presenca: Presenca | null }> {
  const porEvento = new Map(vagas.map((row) => [row.id, row]))
  return lista.items.map((evento) => ({
    ...evento,
    presenca: presencaOf(porEvento.get(evento.id), undefined, false, now),
  }))
}

/** The event with its places as `role` sees them; null when there is no such event. */
export function eventoComPresenca(
  { evento, vagas, minha }: EventoDoPainel,
  role: Role,
  now: Date = new Date(),
): (EventoPainel & { presenca: Presenca | null }) | null {
  if (!evento) return null
  const podeInscrever = can(role, "confirmAttendance")
  return {
    ...evento,
    presenca: presencaOf(vagas ?? undefined, (podeInscrever && minha) || undefined, podeInscrever, now),
  }
}
