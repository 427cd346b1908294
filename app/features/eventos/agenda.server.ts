// The events as iCalendar files: the agenda's feed (/eventos.ics, to subscribe to) and one event
// alone ('Adicionar à agenda', to import), each event linking its own page; the public address
// (APP_URL) names them.
import { getSiteConfig } from "~/http/site-config.server"
import { eventoUrl } from "~/features/eventos/compartilhar.server"
import type { EventoFeed } from "~/features/eventos/eventos.server"
import { buildICalendar } from "~/features/eventos/icalendar"
import { getEnv, publicUrl } from "~/http/env.server"

export async function eventosICalendar(
  eventos: ReadonlyArray<EventoFeed>,
  { feed, now = new Date() }: { feed: boolean; now?: Date },
) {
  const site = await getSiteConfig()
  return buildICalendar(
    eventos.map((evento) => ({ ...evento, url: eventoUrl(evento.id) })),
    {
      nome: feed ? `${site.nome} – Eventos` : undefined,
      host: new URL(getEnv().APP_URL).hostname,
      pageUrl: publicUrl("/eventos"),
      prodId: `-//${site.sigla}//Eventos da associação//PT-BR`,
      now,
    },
  )
}
