import { randomBytes } from "node:crypto"
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node"
import { MAPA_ORIGEM } from "@veteranos/domain/associacao"
import { RemixServer } from "@remix-run/react"
import { isbot } from "isbot"
import { renderToPipeableStream } from "react-dom/server"
import { getEnv } from "~/http/env.server"
import { setPageCacheControl, isPersonal } from "~/http/cache-control.server"
import { deferScripts } from "~/http/defer-scripts.server"
import { inlineStylesheetStream } from "~/http/inline-stylesheet.server"
import { describeError } from "~/utils/errors"
import { isStatic } from "~/http/hydrate"
import { NonceProvider } from "~/http/nonce"
import { beginsVisit, SPLASH_COOKIE } from "~/http/splash"

const ABORT_DELAY = 5_000

/** A logged-in person's page data (client navigation) stays out of every cache, like their pages. */
// The production server runs each request in its own scope (app/http/request-scope.server.ts).
export { runInRequestScope } from "~/http/request-scope.server"

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (isPersonal(request) && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", "private, no-store")
  }
  return response
}

/**
 * Remix's log of a loader's or action's failure, without what the visitor sent: the path without
 * its query (a search for a name) and the error without PocketBase's request and answer.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(`${request.method} ${new URL(request.url).pathname}:`, describeError(error))
}

// The page's own security headers, its Content-Security-Policy with this render's script nonce
// above all; server/index.mjs adds the same defaults (and HSTS) to every other response.
function securityHeaders(headers: Headers, nonce: string) {
  const production = getEnv().NODE_ENV === "production"
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${production ? "" : " 'unsafe-inline'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${production ? "" : " ws:"}`,
    `frame-src ${MAPA_ORIGEM}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ")
  headers.set("Content-Security-Policy", csp)
  headers.set("X-Content-Type-Options", "nosniff")
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin")
  headers.set("X-Frame-Options", "DENY")
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
}

/** Whether the page loads scripts: not when a matched route is a static one (STATIC_PAGE). */
function hasScripts({ staticHandlerContext, routeModules }: EntryContext) {
  return !staticHandlerContext.matches.some((match) => isStatic(routeModules[match.route.id]?.handle))
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64")
  securityHeaders(responseHeaders, nonce)
  // The home page's splash shows once a visit: this cookie marks the visit as begun. Other pages set
  // none, so a shared link's page stays one every visitor shares (kept, and with no splash).
  if (beginsVisit(request)) {
    responseHeaders.append("Set-Cookie", `${SPLASH_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax`)
  }
  const scripts = hasScripts(remixContext)
  setPageCacheControl(request, responseHeaders, { status: responseStatusCode, scripts, nonce })
  // Crawlers and browsers without JavaScript get the whole document at once; others stream.
  const waitForAll = isbot(request.headers.get("user-agent") || "")

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true
          // A page with scripts hydrates once it has been painted (app/http/hydrate-after-paint.ts).
          // One without carries its CSS inside (app/http/inline-stylesheet.server.ts).
          const body = scripts ? deferScripts() : inlineStylesheetStream()
          responseHeaders.set("Content-Type", "text/html; charset=utf-8")
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, the ErrorBoundary renders them.
          if (shellRendered) console.error(describeError(error))
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
