// What an event's public page gives those who share it and those who find it: the WhatsApp message,
// the picture of its link preview and schema.org's Event data for search engines
// (docs/decisions/events.md#each-event-has-its-own-page). Server-only: @date-fns/tz gives São
// Paulo's offset, and no page's script needs any of it.
import { TZDate } from "@date-fns/tz"
import { formatISO } from "date-fns"
import { TIME_ZONE } from "@veteranos/domain/datas"
import { EVENTO_THUMB, eventoPublicoPath } from "~/features/eventos/evento-publico"
import type { EventoPublico } from "~/features/eventos/eventos.server"
import type { SiteConfig } from "~/http/site-config.server"
import { publicUrl } from "~/http/env.server"
import type { PreviewImage } from "~/http/meta"
import { fileUrl } from "~/utils/files"
import { formatDateTime, parseDate } from "~/utils/format"

type EventoCompartilhado = Pick<
  EventoPublico,
  "id" | "titulo" | "descricao" | "data_evento" | "localizacao" | "imagem"
>

/** The event's own public address, absolute (APP_URL). */
const eventoUrl = (id: string) => publicUrl(eventoPublicoPath(id))

/** The message 'Compartilhar no WhatsApp' writes: the title in bold, when, where, and the page's address. */
export function eventoWhatsappText(evento: EventoCompartilhado): string {
  return [
    `*${evento.titulo.trim()}*`,
    formatDateTime(evento.data_evento),
    evento.localizacao.trim(),
    eventoUrl(evento.id),
  ]
    .filter(Boolean)
    .join("\n")
}

/**
 * The preview's description: when and where first (what one needs to come), then the start of the
 * event's own text, short enough for a preview (about 200 characters).
 */
export function eventoResumo(evento: EventoCompartilhado): string {
  const quando = [formatDateTime(evento.data_evento), evento.localizacao.trim()].filter(Boolean).join(" • ")
  const texto = evento.descricao.trim().replace(/\s+/g, " ")
  const resumo = texto ? `${quando}. ${texto}` : `${quando}.`
  return resumo.length <= 200 ? resumo : `${resumo.slice(0, 199).trimEnd()}…`
}

/**
 * The event's own picture for its link preview: the 640×360 thumbnail, larger than the 600×315
 * WhatsApp asks. PocketBase keeps a JPEG's thumbnail a JPEG and makes PNG and WebP ones PNG; a
 * GIF's stays a GIF, which previews do not take, so that event previews with the association's card.
 */
export function eventoPreviewImage(evento: EventoCompartilhado): PreviewImage | null {
  const extension = evento.imagem.split(".").pop()?.toLowerCase()
  const type =
    extension === "jpg" || extension === "jpeg"
      ? "image/jpeg"
      : extension === "png" || extension === "webp"
        ? "image/png"
        : null
  if (!evento.imagem || !type) return null
  return {
    url: publicUrl(fileUrl("eventos", evento.id, evento.imagem, EVENTO_THUMB.pagina.size)),
    width: EVENTO_THUMB.pagina.width,
    height: EVENTO_THUMB.pagina.height,
    type,
    alt: evento.titulo,
  }
}

/**
 * schema.org's Event, as JSON-LD: the start in São Paulo with its offset (−03:00), the place (the
 * event's own, at the association's address) and the association as organiser.
 */
export function eventoJsonLd(
  evento: EventoCompartilhado,
  { site, imagem }: { site: Pick<SiteConfig, "nome" | "endereco">; imagem: string },
) {
  const start = parseDate(evento.data_evento)
  const descricao = evento.descricao.trim()
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: evento.titulo,
    ...(descricao ? { description: descricao } : {}),
    url: eventoUrl(evento.id),
    ...(start ? { startDate: formatISO(new TZDate(start, TIME_ZONE)) } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: evento.localizacao.trim() || site.nome,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.endereco.logradouro,
        addressLocality: site.endereco.cidade,
        postalCode: site.endereco.cep,
        addressCountry: "BR",
      },
    },
    organizer: { "@type": "Organization", name: site.nome, url: publicUrl("/") },
    image: [imagem],
  }
}
