// What a cache may do with a page (docs/architecture.md#decisions item 42). A visitor's content page
// (no script, item 41) is the same for every visitor, so a proxy may reuse it for a few seconds (a
// burst of visitors then costs one render). A page with scripts is not shared: its CSP nonce must
// not be known in advance. A page for someone logged in, or one that carries a message or starts a
// visit (a cookie either way), is theirs alone and is never stored.

/** Seconds a shared cache may reuse a visitor's page: short, so the board's changes show at once. */
const PUBLIC_PAGE_SECONDS = 10

const PERSONAL_COOKIE = /(?:^|;\s*)(?:sessao|aviso)=/

export function isPersonal(request: Request): boolean {
  return PERSONAL_COOKIE.test(request.headers.get("Cookie") ?? "")
}

/** Sets the page's Cache-Control (and Vary) unless its route set one. */
export function setPageCacheControl(
  request: Request,
  headers: Headers,
  { status, scripts }: { status: number; scripts: boolean },
) {
  if (headers.has("Cache-Control")) return
  const personal = isPersonal(request) || headers.has("Set-Cookie")
  if (scripts || personal || request.method !== "GET" || status !== 200) {
    headers.set("Cache-Control", "private, no-store")
    return
  }
  headers.set("Cache-Control", `public, max-age=0, s-maxage=${PUBLIC_PAGE_SECONDS}`)
  // The page differs with the visit cookie (the first-visit splash): cached apart.
  headers.append("Vary", "Cookie")
}
