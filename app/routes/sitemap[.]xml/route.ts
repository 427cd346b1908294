// /sitemap.xml: what search engines should find (sitemap.server.ts, beside it).
import { buildSitemap } from "./sitemap.server"
import { errorMessage, UNAVAILABLE_HEADERS } from "~/utils/errors"

export async function loader() {
  let body
  try {
    body = await buildSitemap()
  } catch (error) {
    // A sitemap without the events would tell search engines their pages are gone: try later.
    console.error("Falha ao montar o sitemap:", errorMessage(error))
    return new Response("Sitemap temporariamente indisponível", {
      status: 503,
      headers: { ...UNAVAILABLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    })
  }
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}
