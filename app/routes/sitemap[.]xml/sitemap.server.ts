// /sitemap.xml for search engines: the public pages and every upcoming event's page, with absolute
// addresses from APP_URL. Never a panel address: the panel is for members, and robots.txt keeps
// crawlers out of it.
import { listUpcomingEventoPages } from "~/features/eventos/eventos.server"
import { eventoPublicoPath } from "~/features/eventos/evento-publico"
import { publicUrl } from "~/http/env.server"
import { dayInSaoPaulo } from "~/utils/format"
import { PAGINAS_PUBLICAS } from "../../../config/paginas-publicas.mjs"

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

function urlEntry(path: string, lastmod?: string): string {
  const loc = `<loc>${escapeXml(publicUrl(path))}</loc>`
  return `<url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`
}

/** The sitemap's XML (sitemaps.org 0.9); throws when the events cannot be read. */
export async function buildSitemap(now: Date = new Date()): Promise<string> {
  const eventos = await listUpcomingEventoPages(now)
  const entries = [
    ...PAGINAS_PUBLICAS.map((path) => urlEntry(path)),
    ...eventos.map((evento) => urlEntry(eventoPublicoPath(evento.id), dayInSaoPaulo(evento.updated))),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n")
}
