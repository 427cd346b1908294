// /eventos/<id>/agenda.ics: one event as an iCalendar file, for 'Adicionar à agenda' on its page: the
// phone's calendar app adds it to the calendar the person picks.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { eventosICalendar } from "~/features/eventos/agenda.server"
import { getEventoPublico } from "~/features/eventos/eventos.server"
import { dayInSaoPaulo } from "~/utils/format"

export async function loader({ params }: LoaderFunctionArgs) {
  const evento = await getEventoPublico(params.id ?? "")
  if (!evento) throw new Response("Evento não encontrado", { status: 404 })
  return new Response(await eventosICalendar([evento], { feed: false }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="evento-${dayInSaoPaulo(evento.data_evento)}.ics"`,
      "Cache-Control": "public, no-cache",
    },
  })
}
