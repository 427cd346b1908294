// The HTTP server's rules, kept apart from the server itself so the unit tests can read them.
import { DOCUMENTO_ARQUIVO, FOTO_ARQUIVO, FOTOS_POR_ENVIO } from "../app/domain/arquivos.js"
import { EXTRATO_ARQUIVO } from "../app/domain/extratos.js"
import { IMPORTACAO_ARQUIVO } from "../app/domain/importacao.js"

/**
 * The request header that carries the client's address to the site (app/http/rate-limit.server.ts).
 * The server sets it on every request, replacing whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = "x-associacao-cliente"

/** Form posts (the longest public form is ~15 KB even with every character percent-encoded). */
export const FORM_BODY_LIMIT = 100 * 1024
/** Multipart uploads: a 5 MB image (the collections' limit) and the form's fields. */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024
/** Room for an upload form's own fields beside its files. */
const FIELDS_ROOM = 1024 * 1024

/**
 * Express's "trust proxy" from TRUST_PROXY: how many reverse proxies stand in front of the site.
 * Unset or 0: none, the client's address is the socket's and X-Forwarded-For is ignored.
 */
export function trustProxySetting(raw) {
  const hops = Number.parseInt(String(raw ?? "").trim(), 10)
  return Number.isInteger(hops) && hops > 0 ? hops : false
}

/**
 * The pages whose forms send files (multipart/form-data), each with the largest body it takes: the
 * only addresses where a multipart body is read, and then only after the page's guard has let the
 * session in (the guard runs at the top of the action, before the body is read). The files are
 * written to disk as they arrive (app/forms/form-data.server.ts), so a large body never sits in
 * memory. A new upload page adds its address here.
 */
export const UPLOAD_ROUTES = {
  "/painel/eventos": UPLOAD_BODY_LIMIT,
  "/painel/diretoria": UPLOAD_BODY_LIMIT,
  // The member's own photo ('Sua foto').
  "/painel/meus-dados": UPLOAD_BODY_LIMIT,
  // One PDF.
  "/painel/documentos": DOCUMENTO_ARQUIVO.maxBytes + FIELDS_ROOM,
  // A batch of phone photos.
  "/painel/galeria": FOTO_ARQUIVO.maxBytes * FOTOS_POR_ENVIO + FIELDS_ROOM,
  // The bank's OFX statement.
  "/painel/financeiro/extrato": EXTRATO_ARQUIVO.maxBytes + FIELDS_ROOM,
  // The members' spreadsheet (CSV or XLSX).
  "/painel/associados/importar": IMPORTACAO_ARQUIVO.maxBytes + FIELDS_ROOM,
}

/** How many uploads are read at once; beyond them the server answers 503 (uploadSlots). */
export const UPLOAD_CONCURRENCY = 2

/** The largest upload `target` (a request's path, with or without its query) takes; null: none. */
export function uploadLimitOf(target) {
  // Remix's own requests add ".data" (`/painel/eventos.data?index`); its routes ignore case and a
  // trailing slash. Any other spelling is simply not an upload address, so it is refused.
  const pathname = String(target)
    .split("?")[0]
    .toLowerCase()
    .replace(/\/+$/, "")
    .replace(/\.data$/, "")
  return Object.hasOwn(UPLOAD_ROUTES, pathname) ? UPLOAD_ROUTES[pathname] : null
}

const isMultipart = (headers) => /^\s*multipart\//i.test(String(headers["content-type"] ?? ""))

/**
 * Whether a request's body may be read, decided from the method, the headers and the path alone,
 * before anything reads it: 411 for a body of unknown length (a chunked upload could otherwise stream
 * without end); 415 for a multipart body anywhere but an upload page (415, not 413: any size of it is
 * refused there, and the answer says the kind is wrong, not the size); 413 above the limit of its kind.
 */
export function bodyLimitFor(method, headers, target = "/") {
  if (["GET", "HEAD", "OPTIONS"].includes(String(method).toUpperCase())) return { status: null }
  const declared = headers["content-length"]
  if (declared === undefined) {
    return headers["transfer-encoding"]
      ? { status: 411, message: "Envio recusado: o tamanho do conteúdo não foi informado." }
      : { status: null }
  }
  const upload = isMultipart(headers)
  const uploadLimit = upload ? uploadLimitOf(target) : null
  if (upload && uploadLimit === null) {
    return { status: 415, message: "Envio recusado: este endereço não aceita arquivos." }
  }
  const limit = uploadLimit ?? FORM_BODY_LIMIT
  if (!(Number(declared) <= limit)) {
    const mb = (limit / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })
    return { status: 413, message: `Envio recusado: o conteúdo passa do limite de ${mb} MB.` }
  }
  return { status: null, upload }
}

/**
 * At most `size` uploads read at once, so the site's memory stays bounded whatever arrives:
 * `tryAcquire()` gives a release function, or null when every slot is taken.
 */
export function uploadSlots(size) {
  let taken = 0
  return {
    tryAcquire() {
      if (taken >= size) return null
      taken += 1
      let released = false
      return () => {
        if (released) return
        released = true
        taken -= 1
      }
    },
  }
}

/** The answer when every upload slot is taken: the upload is not read; try again shortly. */
export const UPLOADS_BUSY = {
  status: 503,
  retryAfterSeconds: 5,
  message: "Muitos envios de arquivos ao mesmo tempo. Aguarde alguns segundos e envie de novo.",
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
 * The member card's offline worker (public/carteirinha-sw.js, served from the site's root so its scope
 * covers the card's page): a worker obeys the policy its own script came with, and the default above
 * would forbid it to fetch the card. It may fetch the site's own pages and files, nothing else
 * (docs/decisions/member-card-and-receipts.md#offline-card).
 */
export const SERVICE_WORKER = {
  file: /^carteirinha-sw\.js(\.br|\.gz)?$/,
  policy: "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
}

const firstValue = (value) => (value === undefined ? undefined : String(value).split(",")[0].trim())

/**
 * Who sent a state-changing request, judged by its Origin against the site's own addresses: the
 * public one (APP_URL), the Host it was sent to, and with TRUST_PROXY the proxy's X-Forwarded-Host.
 * - "same": the site's own page (or a request without Origin, as old browsers and tools send);
 * - "cross-site": another site's page (CSRF), an Origin "null", or, without Origin, a browser saying
 *   Sec-Fetch-Site: cross-site;
 * - "misconfigured": the browser says the page is the site's own (Sec-Fetch-Site: same-origin) but
 *   its Origin is none of those addresses: APP_URL (or TRUST_PROXY) is not set for this address.
 */
export function judgeOrigin(method, headers, { appUrl, trustProxy }) {
  if (["GET", "HEAD", "OPTIONS"].includes(String(method).toUpperCase())) return "same"
  const origin = headers["origin"]
  if (origin === undefined) return headers["sec-fetch-site"] === "cross-site" ? "cross-site" : "same"
  if (origin === "null") return "cross-site"
  let host
  try {
    host = new URL(origin).host
  } catch {
    return "cross-site"
  }
  const own = [
    headers["host"],
    appUrl ? new URL(appUrl).host : undefined,
    trustProxy ? firstValue(headers["x-forwarded-host"]) : undefined,
  ]
  if (own.includes(host)) return "same"
  return headers["sec-fetch-site"] === "same-origin" ? "misconfigured" : "cross-site"
}

/** The answers to a refused origin, and the one log line that says what to set. */
export const ORIGIN_REFUSED = {
  "cross-site": "Envio recusado: origem de outro site.",
  misconfigured:
    "Envio recusado: o site não reconhece o endereço usado no navegador. Avise quem administra o site " +
    "(falta configurar APP_URL).",
}
export const misconfiguredOriginLog = (origin, appUrl) =>
  `[site] POST recusado (403): o navegador veio de ${origin}, que não é APP_URL (${appUrl ?? "não definida"}) ` +
  `nem o Host recebido. Defina APP_URL=${origin}, ou TRUST_PROXY=1 se um proxy repassa X-Forwarded-Host.`
