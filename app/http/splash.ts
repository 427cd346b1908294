/** Set on the first page of a visit; while absent the page shows the splash (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript). */
export const SPLASH_COOKIE = "visita"

export function isFirstPageOfVisit(request: Request): boolean {
  return !request.headers.get("Cookie")?.includes(`${SPLASH_COOKIE}=1`)
}
