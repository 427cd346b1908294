// Visitors' content pages kept as HTML for a few seconds (docs/architecture.md#decisions item 43):
// what the site lets a proxy reuse (Cache-Control public, set by app/utils/cache-control.server.ts)
// it reuses itself, so a burst of visitors costs neither rendering nor PocketBase queries. A change
// made in the panel (a POST there answered below 400) empties it, so the board's changes show at
// once; a change made in PocketBase's dashboard shows within the seconds. The public forms change
// nothing these pages show, so a visitor's message leaves it as it is.
//
// A visitor's page with scripts (a form) is kept too, though no proxy may keep it: its scripts carry
// the CSP nonce of the render, which must be new in every response. The page marks its nonce in
// REUSE_NONCE_HEADER (never sent); each reuse gets a fresh nonce in its scripts and its policy alike.
import { randomBytes } from "node:crypto"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/** Set by the site on a visitor's page with scripts, with its nonce: kept here, never sent. */
export const REUSE_NONCE_HEADER = "x-reuse-with-new-nonce"

const ENCODERS = {
  gzip: (body) => gzipSync(body, { level: 6 }),
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
}

/** The stored Vary, saying also that the body depends on Accept-Encoding. */
function varyWithEncoding(vary) {
  if (/accept-encoding/i.test(String(vary ?? ""))) return vary
  return [vary, "Accept-Encoding"].filter(Boolean).join(", ")
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
  /** @type {Map<string, { expires: number, status: number, headers: Record<string, unknown>, body: Buffer, encoded: Record<string, Buffer>, nonce: string | null }>} */
  const entries = new Map()

  return (req, res, next) => {
    // The mark is for this cache only: taken off every response, kept or not.
    let nonce = null
    const writeHead = res.writeHead
    res.writeHead = function (...args) {
      if (res.hasHeader(REUSE_NONCE_HEADER)) {
        nonce = String(res.getHeader(REUSE_NONCE_HEADER))
        res.removeHeader(REUSE_NONCE_HEADER)
      }
      return writeHead.apply(this, args)
    }
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
    if (hit && hit.expires > Date.now() && hit.nonce) {
      const nonce = randomBytes(16).toString("base64")
      const policy = String(hit.headers["content-security-policy"] ?? "")
      // Each body is new: compressed here at gzip's fastest level, a few per cent larger than at
      // its default and several times cheaper for the server.
      const plain = Buffer.from(hit.body.toString("utf8").replaceAll(hit.nonce, nonce))
      const gzip = req.acceptsEncodings("gzip", "identity") === "gzip"
      const body = gzip ? gzipSync(plain, { level: 1 }) : plain
      res.writeHead(hit.status, {
        ...hit.headers,
        "content-security-policy": policy.replaceAll(hit.nonce, nonce),
        vary: varyWithEncoding(hit.headers.vary),
        ...(gzip ? { "content-encoding": "gzip" } : {}),
        "content-length": body.length,
      })
      res.end(req.method === "HEAD" ? undefined : body)
      return
    }
    if (hit && hit.expires > Date.now()) {
      // Compressed once per kept page and encoding, not once per visitor.
      const encoding = req.acceptsEncodings("br", "gzip", "identity") || "identity"
      const body =
        encoding === "identity" ? hit.body : (hit.encoded[encoding] ??= ENCODERS[encoding](hit.body))
      res.writeHead(hit.status, {
        ...hit.headers,
        vary: varyWithEncoding(hit.headers.vary),
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
      const shared = String(res.getHeader("cache-control") ?? "").startsWith("public") || nonce !== null
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
          nonce,
        })
      }
      return end.call(this, chunk, encoding, ...rest)
    }
    next()
  }
}
