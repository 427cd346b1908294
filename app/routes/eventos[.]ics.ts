// /eventos.ics: the events as an iCalendar feed, so members can subscribe from their phone's calendar,
// with the general assembly's notices (a cancelled one as STATUS:CANCELLED, which calendars drop).
import type { LoaderFunctionArgs } from "@remix-run/node"
import { assembleiaComoEvento, byStart } from "~/features/eventos/assembleia-publica"
import { listAssembleiasAgenda, NO_CALENDARIO } from "~/features/eventos/assembleias-agenda.server"
import { listEventosFeed } from "~/features/eventos/eventos.server"
import { eventosICalendar } from "~/features/eventos/agenda.server"
import { errorMessage, UNAVAILABLE_HEADERS } from "~/utils/errors"

// Past events stay in subscribers' calendars for a year.
const PAST_DAYS = 365

export async function loader(_: LoaderFunctionArgs) {
  const now = new Date()
  // A failed read is a 503, never an empty feed: a calendar app would delete every event it had,
  // where after an error it keeps its last copy and tries again.
  let eventos
  try {
    const since = new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000)
    const [doFeed, assembleias] = await Promise.all([
      listEventosFeed(since),
      listAssembleiasAgenda(since, NO_CALENDARIO),
    ])
    eventos = [...doFeed, ...assembleias.map(assembleiaComoEvento)].sort(byStart)
  } catch (error) {
    console.error("Falha ao ler os eventos do calendário:", errorMessage(error))
    return new Response("Calendário temporariamente indisponível", {
      status: 503,
      headers: { ...UNAVAILABLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    })
  }
  const body = await eventosICalendar(eventos, { feed: true, now })
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="eventos.ics"',
      // Revalidated on every read: a change the board makes reaches subscribers at their next poll.
      "Cache-Control": "public, no-cache",
    },
  })
}
