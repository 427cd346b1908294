// Visitors' content pages kept as HTML for a few seconds (docs/decisions/caching-and-compression.md#the-servers-page-cache):
// what the site lets a proxy reuse (Cache-Control public, set by app/http/cache-control.server.ts)
// it reuses itself, so a burst of visitors costs neither rendering nor PocketBase queries. A change
// made in the panel (a POST there answered below 400) empties it, so the board's changes show at
// once; a change made in PocketBase's dashboard shows within the seconds. The public forms change
// nothing these pages show, so a visitor's message leaves it as it is.
//
// A visitor's page with scripts (a form) is kept too, though no proxy may keep it: the render allowed
// its inline scripts by a CSP nonce, which must never be known in advance, so a kept page cannot
// carry it. The page marks its nonce in SCRIPTS_NONCE_HEADER (never sent); the kept copy's policy
// allows its inline scripts by their SHA-256 hashes instead (a script injected into it matches no
// hash), and it is then served, compressed once, like any kept page.
import { createHash } from "node:crypto"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/** Set by the site on a visitor's page with scripts, with its nonce: taken off here, never sent. */
export const SCRIPTS_NONCE_HEADER = "x-scripts-nonce"

/**
 * The policy of a kept page: its render's nonce replaced by the hash of each inline script in it,
 * computed over the text the browser parses (line breaks normalised, as HTML parsing does).
 */
function hashedScriptPolicy(policy, html, nonce) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")
    hashes.add(`'sha256-${digest}'`)
  }
  return policy.replace(`'nonce-${nonce}'`, [...hashes].join(" "))
}

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
  /** @type {Map<string, { expires: number, status: number, headers: Record<string, unknown>, body: Buffer, encoded: Record<string, Buffer> }>} */
  const entries = new Map()

  return (req, res, next) => {
    // The mark is for this cache only: taken off every response, kept or not.
    let nonce = null
    const writeHead = res.writeHead
    res.writeHead = function (...args) {
      if (res.hasHeader(SCRIPTS_NONCE_HEADER)) {
        nonce = String(res.getHeader(SCRIPTS_NONCE_HEADER))
        res.removeHeader(SCRIPTS_NONCE_HEADER)
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
        let body = Buffer.concat(chunks)
        if (nonce !== null) {
          // Kept without the render's nonce, which its policy no longer names.
          const html = body.toString("utf8").replaceAll(` nonce="${nonce}"`, "")
          const policy = String(headers["content-security-policy"] ?? "")
          headers["content-security-policy"] = hashedScriptPolicy(policy, html, nonce)
          body = Buffer.from(html)
        }
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value)
        entries.set(key, { expires: Date.now() + seconds * 1000, status: 200, headers, body, encoded: {} })
      }
      return end.call(this, chunk, encoding, ...rest)
    }
    next()
  }
}
