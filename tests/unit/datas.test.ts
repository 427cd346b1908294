import { describe, expect, it } from "vitest"
import { formatDate, formatDateTime } from "@veteranos/domain/datas"

describe("dates as the hooks' messages write them", () => {
  it("writes a calendar day as dd/mm/yyyy", () => {
    expect(formatDate("2026-01-05")).toBe("05/01/2026")
  })

  it("writes an instant as São Paulo's day and wall time, the evening before UTC's midnight", () => {
    expect(formatDateTime(new Date("2026-12-25T22:30:00Z"))).toBe("25/12/2026 às 19:30")
    expect(formatDateTime(new Date("2027-01-01T01:05:00Z"))).toBe("31/12/2026 às 22:05")
  })
})
