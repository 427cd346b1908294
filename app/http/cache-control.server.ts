// What a cache may do with a page (docs/decisions/caching-and-compression.md#cache-headers). A visitor's content page
// (no script, docs/decisions/scripts-and-hydration.md#pages-without-scripts) is the same for every visitor, so a proxy may reuse it for a few seconds (a
// burst of visitors then costs one render). A page with scripts is not shared: its CSP nonce must
// not be known in advance; the server itself reuses a visitor's one, its inline scripts allowed by
// their hashes instead (docs/decisions/caching-and-compression.md#kept-form-pages). A page for someone logged in, or one that carries a message or starts a visit (a
// cookie either way), is theirs alone and is never stored.
import { getEnv } from "~/http/env.server"
import { PERSONAL_COOKIE, SCRIPTS_NONCE_HEADER } from "../../server/page-cache.mjs"

export function isPersonal(request: Request): boolean {
  return PERSONAL_COOKIE.test(request.headers.get("Cookie") ?? "")
}

/** Sets the page's Cache-Control (and Vary) unless its route set one. */
export function setPageCacheControl(
  request: Request,
  headers: Headers,
  { status, scripts, nonce }: { status: number; scripts: boolean; nonce: string },
) {
  if (headers.has("Cache-Control")) return
  const personal = isPersonal(request) || headers.has("Set-Cookie")
  if (scripts || personal || request.method !== "GET" || status !== 200) {
    headers.set("Cache-Control", "private, no-store")
    if (scripts && !personal && request.method === "GET" && status === 200) {
      headers.set(SCRIPTS_NONCE_HEADER, nonce)
    }
    return
  }
  headers.set("Cache-Control", `public, max-age=0, s-maxage=${getEnv().PAGE_CACHE_SECONDS}`)
  // The page differs with the visit cookie (the first-visit splash): cached apart.
  headers.append("Vary", "Cookie")
}
