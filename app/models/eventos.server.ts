// Events (`eventos`, and the read-only `eventos_futuros_view`): the only code that reads them.
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

/** The next `limit` events from today on, soonest first. */
export async function listUpcomingEventos(limit: number): Promise<Evento[]> {
  const pb = createPocketBase()
  const page = await pb
    .collection("eventos_futuros_view")
    .getList<Evento>(1, limit, { sort: "data_evento", fields: FIELDS })
  return page.items
}

/** Every event of a calendar year (UTC, as the site shows dates), in date order. */
export async function listEventosDoAno(year: number): Promise<Evento[]> {
  const pb = createPocketBase()
  return pb.collection("eventos").getFullList<Evento>({
    filter: pb.filter("data_evento >= {:inicio} && data_evento < {:fim}", {
      inicio: `${year}-01-01 00:00:00.000Z`,
      fim: `${year + 1}-01-01 00:00:00.000Z`,
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
    filter: pb.filter("data_evento >= {:since}", { since: since.toISOString().replace("T", " ") }),
    sort: "data_evento",
    fields: `${FIELDS},created,updated`,
  })
  return page.items
}
