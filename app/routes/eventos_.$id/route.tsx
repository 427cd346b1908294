// /eventos/<id>: one event's own page, to share (WhatsApp's preview shows its picture) and to add to
// a calendar; plain HTML, no script. A past event's page still answers and says it has happened; an
// unknown id is a 404 (docs/decisions/events.md#each-event-has-its-own-page).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import {
  eventoJsonLd,
  eventoPreviewImage,
  eventoResumo,
  eventoWhatsappText,
} from "~/features/eventos/compartilhar.server"
import { EVENTO_THUMB, eventoAgendaPath } from "~/features/eventos/evento-publico"
import { EventoPagina } from "./evento-pagina"
import { getEventoPublico } from "~/features/eventos/eventos.server"
import { getSiteConfig } from "~/http/site-config.server"
import { publicUrl } from "~/http/env.server"
import { STATIC_PAGE } from "~/http/hydrate"
import { cardImage, pageMeta } from "~/http/meta"
import { fileUrl } from "~/utils/files"
import { dayInSaoPaulo, todayInSaoPaulo } from "~/utils/format"
import { whatsappShareHref } from "~/utils/whatsapp"

export async function loader({ params }: LoaderFunctionArgs) {
  const [evento, site] = await Promise.all([getEventoPublico(params.id ?? ""), getSiteConfig()])
  if (!evento) throw new Response("Evento não encontrado", { status: 404 })
  const today = todayInSaoPaulo()
  const dia = dayInSaoPaulo(evento.data_evento)
  const preview = eventoPreviewImage(evento)
  return {
    // The stored image's name becomes its address at the size the page shows it.
    evento: {
      ...evento,
      imagem: evento.imagem ? fileUrl("eventos", evento.id, evento.imagem, EVENTO_THUMB.pagina.size) : null,
    },
    quando: dia < today ? ("passado" as const) : dia === today ? ("hoje" as const) : ("proximo" as const),
    agenda: eventoAgendaPath(evento.id),
    resumo: eventoResumo(evento),
    whatsapp: whatsappShareHref(eventoWhatsappText(evento)),
    preview,
    jsonLd: eventoJsonLd(evento, { site, imagem: (preview ?? cardImage(publicUrl("/"), site.nome)).url }),
  }
}

export default function Evento() {
  return <EventoPagina {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? [
        ...pageMeta(matches, {
          title: data.evento.titulo,
          description: data.resumo,
          image: data.preview,
        }),
        { "script:ld+json": data.jsonLd },
      ]
    : pageMeta(matches, { title: "Evento não encontrado" })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
