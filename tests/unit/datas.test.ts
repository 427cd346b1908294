import { afterEach, describe, expect, it, vi } from "vitest"
import { dayInSaoPaulo, formatDate, formatDateTime } from "@veteranos/domain/datas"

// PocketBase's hooks run the same functions on an engine without Intl (datas.js falls back to São
// Paulo's fixed offset there): each case runs both ways, so neither path can break unseen.
describe.each([
  ["with Intl (the site)", () => {}],
  ["without Intl (PocketBase's hooks)", () => vi.stubGlobal("Intl", undefined)],
])("dates %s", (_, setUp) => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("writes a calendar day as dd/mm/yyyy", () => {
    setUp()
    expect(formatDate("2026-01-05")).toBe("05/01/2026")
    expect(formatDate("2026-01-05 00:00:00.000Z")).toBe("05/01/2026")
  })

  it("writes an instant as São Paulo's day and wall time, the evening before UTC's midnight", () => {
    setUp()
    expect(formatDateTime(new Date("2026-12-25T22:30:00Z"))).toBe("25/12/2026 às 19:30")
    expect(formatDateTime(new Date("2027-01-01T01:05:00Z"))).toBe("31/12/2026 às 22:05")
    expect(dayInSaoPaulo(new Date("2027-01-01T01:05:00Z"))).toBe("2026-12-31")
  })
})
