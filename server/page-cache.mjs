// Visitors' content pages kept as HTML for a few seconds (docs/architecture.md#decisions item 43):
// what the site lets a proxy reuse (Cache-Control public, set by app/utils/cache-control.server.ts)
// it reuses itself, so a burst of visitors costs neither rendering nor PocketBase queries. A change
// made in the panel (a POST there answered below 400) empties it, so the board's changes show at
// once; a change made in PocketBase's dashboard shows within the seconds. The public forms change
// nothing these pages show, so a visitor's message leaves it as it is.
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

const ENCODERS = {
  gzip: (body) => gzipSync(body, { level: 6 }),
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
}

/** A request whose page is its own: a session, or a message to show (their cookies). */
export const PERSONAL_COOKIE = /(?:^|;\s*)(?:sessao|aviso)=/
const VISIT_COOKIE = /(?:^|;\s*)visita=/
// Sent again by the server per response, not kept.
const NOT_KEPT = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date"])

/**
 * Express middleware, placed after compression (it keeps the page before compression and serves
 * it through it). `seconds` 0 turns it off; `maxEntries` bounds its memory.
 */
export function pageCache({ seconds, maxEntries = 200 }) {
  /** @type {Map<string, { expires: number, status: number, headers: Record<string, unknown>, body: Buffer, encoded: Record<string, Buffer> }>} */
  const entries = new Map()

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      if (req.path.startsWith("/painel")) {
        res.on("finish", () => {
          if (res.statusCode < 400) entries.clear()
        })
      }
      return next()
    }
    const cookie = req.headers.cookie ?? ""
    if (seconds <= 0 || PERSONAL_COOKIE.test(cookie)) return next()

    // The page differs only by whether the visit has begun (the first-visit splash).
    const key = `${req.originalUrl} ${VISIT_COOKIE.test(cookie)}`
    const hit = entries.get(key)
    if (hit && hit.expires > Date.now()) {
      // Compressed once per kept page and encoding, not once per visitor.
      const encoding = req.acceptsEncodings("br", "gzip", "identity") || "identity"
      const body =
        encoding === "identity" ? hit.body : (hit.encoded[encoding] ??= ENCODERS[encoding](hit.body))
      res.writeHead(hit.status, {
        ...hit.headers,
        vary: /accept-encoding/i.test(String(hit.headers.vary ?? ""))
          ? hit.headers.vary
          : [hit.headers.vary, "Accept-Encoding"].filter(Boolean).join(", "),
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": body.length,
      })
      res.end(req.method === "HEAD" ? undefined : body)
      return
    }
    if (hit) entries.delete(key)
    if (req.method === "HEAD") return next()

    const chunks = []
    const write = res.write
    const end = res.end
    const keep = (chunk, encoding) => {
      if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
    }
    res.write = function (chunk, encoding, ...rest) {
      keep(chunk, typeof encoding === "string" ? encoding : undefined)
      return write.call(this, chunk, encoding, ...rest)
    }
    res.end = function (chunk, encoding, ...rest) {
      if (typeof chunk !== "function") keep(chunk, typeof encoding === "string" ? encoding : undefined)
      const shared = String(res.getHeader("cache-control") ?? "").startsWith("public")
      if (res.statusCode === 200 && shared && !res.hasHeader("set-cookie")) {
        const headers = {}
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!NOT_KEPT.has(name)) headers[name] = value
        }
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value)
        entries.set(key, {
          expires: Date.now() + seconds * 1000,
          status: 200,
          headers,
          body: Buffer.concat(chunks),
          encoded: {},
        })
      }
      return end.call(this, chunk, encoding, ...rest)
    }
    next()
  }
}
