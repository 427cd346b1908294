// The events as iCalendar files: the agenda's feed (/eventos.ics, to subscribe to, with the general
// assembly's notices) and one event alone ('Adicionar à agenda', to import), each entry linking its
// own page (an event's, or a notice's); the public address (APP_URL) names them.
import { getSiteConfig } from "~/http/site-config.server"
import type { AgendaEntry } from "~/features/eventos/assembleia-publica"
import { eventoPublicoPath } from "~/features/eventos/evento-publico"
import { buildICalendar } from "~/features/eventos/icalendar"
import { getEnv, publicUrl } from "~/http/env.server"

export async function eventosICalendar(
  eventos: ReadonlyArray<AgendaEntry>,
  { feed, now = new Date() }: { feed: boolean; now?: Date },
) {
  const site = await getSiteConfig()
  return buildICalendar(
    eventos.map(({ pagina, ...evento }) => ({
      ...evento,
      tipo: pagina ? ("assembleia" as const) : ("evento" as const),
      url: publicUrl(pagina ?? eventoPublicoPath(evento.id)),
    })),
    {
      nome: feed ? `${site.nome} – Eventos` : undefined,
      host: new URL(getEnv().APP_URL).hostname,
      pageUrl: publicUrl("/eventos"),
      prodId: `-//${site.sigla}//Eventos da associação//PT-BR`,
      now,
    },
  )
}
