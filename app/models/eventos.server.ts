// Events (`eventos`, and the read-only `eventos_futuros_view`): the only code that reads them.
import { startOfDayInSaoPaulo, todayISO, toPocketBaseDateTime } from "~/utils/format"
import { createPocketBase } from "~/utils/pocketbase.server"

export type Evento = {
  id: string
  titulo: string
  descricao: string
  data_evento: string
  localizacao: string
  capacidade: number
}

/** An event with its record dates, for the iCalendar feed (DTSTAMP, LAST-MODIFIED). */
export type EventoFeed = Evento & { created: string; updated: string }

const FIELDS = "id,titulo,descricao,data_evento,localizacao,capacidade"

/**
 * The next `limit` events from São Paulo's today on (today's already begun included), soonest first.
 * The view only drops events older than two days (SQLite knows no time zones); the cut at São
 * Paulo's midnight is made here.
 */
export async function listUpcomingEventos(limit: number, now: Date = new Date()): Promise<Evento[]> {
  const pb = createPocketBase()
  const page = await pb.collection("eventos_futuros_view").getList<Evento>(1, limit, {
    filter: pb.filter("data_evento >= {:inicio}", {
      inicio: toPocketBaseDateTime(startOfDayInSaoPaulo(todayISO(now))),
    }),
    sort: "data_evento",
    fields: FIELDS,
  })
  return page.items
}

/** Every event of a year in São Paulo (from its 1 January 00:00 there), in date order. */
export async function listEventosDoAno(year: number): Promise<Evento[]> {
  const pb = createPocketBase()
  return pb.collection("eventos").getFullList<Evento>({
    filter: pb.filter("data_evento >= {:inicio} && data_evento < {:fim}", {
      inicio: toPocketBaseDateTime(startOfDayInSaoPaulo(`${year}-01-01`)),
      fim: toPocketBaseDateTime(startOfDayInSaoPaulo(`${year + 1}-01-01`)),
    }),
    sort: "data_evento",
    fields: FIELDS,
    batch: 200,
  })
}

/** Events from `since` on, for the iCalendar feed (past ones too, so subscribers keep them). */
export async function listEventosFeed(since: Date, limit = 500): Promise<EventoFeed[]> {
  const pb = createPocketBase()
  const page = await pb.collection("eventos").getList<EventoFeed>(1, limit, {
    filter: pb.filter("data_evento >= {:since}", { since: toPocketBaseDateTime(since) }),
    sort: "data_evento",
    fields: `${FIELDS},created,updated`,
  })
  return page.items
}
