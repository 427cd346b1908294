// 'Dar posse': which outgoing seats end, and on which day, when a term starts.
import { fimDoSaindo } from "@veteranos/domain/eleicoes-posse"
import { describe, expect, it } from "vitest"

const seat = (inicio: string, fim: string) => ({
  inicio_mandato: inicio ? `${inicio} 00:00:00.000Z` : "",
  fim_mandato: fim ? `${fim} 00:00:00.000Z` : "",
})

describe("an outgoing seat when a term starts on 2027-01-01", () => {
  it("ends the day before when it still counts that day, with or without an end", () => {
    expect(fimDoSaindo(seat("2024-01-01", "2026-12-31"), "2027-01-01")).toBeNull()
    expect(fimDoSaindo(seat("2024-01-01", "2027-01-01"), "2027-01-01")).toBe("2026-12-31")
    expect(fimDoSaindo(seat("2024-01-01", ""), "2027-01-01")).toBe("2026-12-31")
    expect(fimDoSaindo(seat("", ""), "2027-01-01")).toBe("2026-12-31")
  })

  it("ends the day before its own start when it would start later, so it never counts", () => {
    expect(fimDoSaindo(seat("2027-03-01", "2029-12-31"), "2027-01-01")).toBe("2027-02-28")
  })
})
