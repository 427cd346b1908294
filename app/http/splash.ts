/** Set on the first page of a visit; while absent the page shows the splash (docs/architecture.md#decisions item 11). */
export const SPLASH_COOKIE = "visita"

export function isFirstPageOfVisit(request: Request): boolean {
  return !request.headers.get("Cookie")?.includes(`${SPLASH_COOKIE}=1`)
}
