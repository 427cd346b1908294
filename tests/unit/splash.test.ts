// The splash shows on the home page of a visit's first page only, never on a page opened from a link
// to it (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript).
import { describe, expect, it } from "vitest"
import { beginsVisit, showsSplash } from "~/http/splash"

const SITE = "https://veteranos.exemplo.org"
const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, { headers })

describe("the first-visit splash", () => {
  it("shows on the home page of a visit not begun, and marks the visit as begun", () => {
    expect(showsSplash(request("/"))).toBe(true)
    expect(showsSplash(request("/", { Referer: "https://wa.me/" }))).toBe(true)
    expect(beginsVisit(request("/"))).toBe(true)
  })

  it("never shows on a page opened from a link to it, nor marks its visit (the page stays shareable)", () => {
    for (const path of ["/eventos/abc123def456ghi", "/eventos", "/associar", "/eventos?mes=2026-12"]) {
      expect(showsSplash(request(path)), path).toBe(false)
      expect(beginsVisit(request(path)), path).toBe(false)
    }
  })

  it("does not show once the visit has begun, by its cookie or on another of the site's pages", () => {
    expect(showsSplash(request("/", { Cookie: "visita=1" }))).toBe(false)
    expect(beginsVisit(request("/", { Cookie: "sessao=x; visita=1" }))).toBe(false)
    // Came from the event page of a shared link, which set no cookie: the visit had begun there.
    expect(showsSplash(request("/", { Referer: `${SITE}/eventos/abc123def456ghi` }))).toBe(false)
    expect(beginsVisit(request("/", { Referer: `${SITE}/eventos/abc123def456ghi` }))).toBe(true)
  })
})
