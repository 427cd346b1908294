// The HTTP server's rules, kept apart from the server itself so the unit tests can read them.

/**
 * The request header that carries the client's address to the site (app/http/rate-limit.server.ts).
 * The server sets it on every request, replacing whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = "x-associacao-cliente"

/** Form posts (the longest public form is ~15 KB even with every character percent-encoded). */
export const FORM_BODY_LIMIT = 100 * 1024
/** Multipart uploads: a 5 MB image (the collections' limit) and the form's fields. */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024

/**
 * Express's "trust proxy" from TRUST_PROXY: how many reverse proxies stand in front of the site.
 * Unset or 0: none, the client's address is the socket's and X-Forwarded-For is ignored.
 */
export function trustProxySetting(raw) {
  const hops = Number.parseInt(String(raw ?? "").trim(), 10)
  return Number.isInteger(hops) && hops > 0 ? hops : false
}

/**
 * Whether a request's body may be read: 413 above the limit of its kind, 411 for a body of unknown
 * length (a chunked upload could otherwise stream without end), decided from the headers alone.
 */
export function bodyLimitFor(method, headers) {
  if (["GET", "HEAD", "OPTIONS"].includes(String(method).toUpperCase())) return { status: null }
  const declared = headers["content-length"]
  if (declared === undefined) {
    return headers["transfer-encoding"]
      ? { status: 411, message: "Envio recusado: o tamanho do conteúdo não foi informado." }
      : { status: null }
  }
  const multipart = String(headers["content-type"] ?? "").startsWith("multipart/form-data")
  const limit = multipart ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT
  if (!(Number(declared) <= limit)) {
    const mb = (limit / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })
    return { status: 413, message: `Envio recusado: o conteúdo passa do limite de ${mb} MB.` }
  }
  return { status: null }
}

/**
 * The headers every response carries; HTML pages set their own Content-Security-Policy (with the
 * script nonce, app/entry.server.tsx), any other response gets one that allows nothing.
 */
export function securityHeaders({ https }) {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  }
}

/**
 * A state-changing request sent by another site's page (CSRF): its Origin names another host, or is
 * "null". A request without Origin (old browsers, tools) is judged by Sec-Fetch-Site when present.
 */
export function isCrossSite(method, headers, appUrl) {
  if (["GET", "HEAD", "OPTIONS"].includes(String(method).toUpperCase())) return false
  const origin = headers["origin"]
  if (origin === undefined) return headers["sec-fetch-site"] === "cross-site"
  if (origin === "null") return true
  let host
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  const own = [headers["host"], appUrl ? new URL(appUrl).host : undefined].filter(Boolean)
  return !own.includes(host)
}
