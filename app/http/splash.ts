/**
 * The first-visit splash shows on the home page only, the first time a visit reaches it from
 * outside the site; a page opened from a link to it never shows it
 * (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript).
 */
export const SPLASH_COOKIE = "visita"

const isHome = (request: Request) => new URL(request.url).pathname === "/"
const visitBegun = (request: Request) => !!request.headers.get("Cookie")?.includes(`${SPLASH_COOKIE}=1`)

/** Whether the answer marks the visit as begun: the home page's, until the visit has its cookie. */
export function beginsVisit(request: Request): boolean {
  return isHome(request) && !visitBegun(request)
}

/**
 * Whether the page shows the splash: the home page of a visit not yet begun, unless the person came
 * from another of the site's pages (a visit begun on a shared link's page, which set no cookie so
 * that it stays a page every visitor shares).
 */
export function showsSplash(request: Request): boolean {
  if (!beginsVisit(request)) return false
  const referer = request.headers.get("Referer")
  if (!referer) return true
  try {
    return new URL(referer).host !== new URL(request.url).host
  } catch {
    return true
  }
}
