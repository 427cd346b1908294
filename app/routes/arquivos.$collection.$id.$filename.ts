// Streams a public PocketBase file from the site's own origin (the browser talks to one address only): documents as downloads,
// images inline. File names in PocketBase are unique per upload, so the answer may be cached for
// a year without going stale; a school photo, which may be taken offline, is asked again each time;
// a member's photo is kept a week by their browser only.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { fetchPublicFile } from "~/features/site/arquivos.server"
import { keptThumbnail, lightThumbnail } from "~/features/galeria/miniatura.server"
import { errorMessage } from "~/utils/errors"
import { isPublicFileCollection, type PublicFileCollection } from "~/utils/files"

const PASSED_ON = [
  "content-type",
  "content-length",
  "etag",
  "last-modified",
  "accept-ranges",
  "content-range",
]

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_")
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** How long a cache may keep a file, where not a year. */
const CACHE: Partial<Record<PublicFileCollection, string>> = {
  // A school photo can be taken offline (a guardian withdraws the image authorisation): every use
  // asks again, so a browser or proxy never keeps serving it
  // (docs/decisions/youth-school.md#image-consent-in-the-gallery).
  galeria_escolinha: "public, no-cache",
  // A member's photo: a week in the person's browser (a new upload is a new name, and the card
  // keeps working offline), never in a shared cache
  // (docs/decisions/member-card-and-receipts.md#photos).
  cadastro_geral: "private, max-age=604800",
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { collection = "", id = "", filename = "" } = params
  if (!isPublicFileCollection(collection) || !/^[a-z0-9]{1,32}$/i.test(id) || !filename) {
    throw new Response("Arquivo não encontrado", { status: 404 })
  }

  const forward = new Headers()
  for (const name of ["if-none-match", "if-modified-since", "range"]) {
    const value = request.headers.get(name)
    if (value) forward.set(name, value)
  }
  const thumb = new URL(request.url).searchParams.get("thumb")

  let file
  try {
    file = await fetchPublicFile(collection, id, filename, { thumb, headers: forward })
  } catch (error) {
    console.error("Falha ao ler arquivo:", errorMessage(error))
    throw new Response("Arquivo indisponível", { status: 502 })
  }
  if (!file) throw new Response("Arquivo não encontrado", { status: 404 })

  const { upstream, downloadName } = file
  if (upstream.status >= 400) {
    await upstream.body?.cancel()
    throw new Response("Arquivo indisponível", { status: 502 })
  }

  const headers = new Headers()
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  // fetch() hands over a decoded body: the upstream length would then be wrong.
  if (upstream.headers.get("content-encoding")) headers.delete("content-length")
  headers.set("Cache-Control", CACHE[collection] ?? "public, max-age=31536000, immutable")
  // Nor is a person's photo for a search engine's index.
  if (collection === "cadastro_geral") headers.set("X-Robots-Tag", "noindex")
  const light = upstream.status === 200 && thumb ? await lighter(request.url, upstream) : null
  if (light) {
    // Its own bytes: PocketBase's tag and ranges describe the thumbnail PocketBase wrote.
    for (const name of ["etag", "accept-ranges", "content-range"]) headers.delete(name)
    headers.set("Content-Type", light.type)
    headers.set("Content-Length", String(light.bytes.length))
  }
  headers.set("X-Content-Type-Options", "nosniff")
  headers.set(
    "Content-Disposition",
    downloadName ? contentDisposition("attachment", downloadName) : contentDisposition("inline", filename),
  )
  const body = light ? new Uint8Array(light.bytes) : upstream.status === 304 ? null : upstream.body
  return new Response(body, {
    status: upstream.status,
    headers,
  })
}

/**
 * A picture's thumbnail written light (docs/decisions/documents-and-photos.md#thumbnails-weigh-what-a-phone-shows),
 * kept by its address; null for anything else, whose body then streams on untouched.
 */
async function lighter(address: string, upstream: Response) {
  const type = upstream.headers.get("content-type") ?? ""
  if (!/^image\/(jpeg|png)$/.test(type)) return null
  const key = new URL(address).pathname + new URL(address).search
  const hit = keptThumbnail(key)
  if (hit) {
    await upstream.body?.cancel()
    return hit
  }
  const bytes = Buffer.from(await upstream.arrayBuffer())
  return (await lightThumbnail(key, { bytes, type })) ?? { bytes, type }
}
