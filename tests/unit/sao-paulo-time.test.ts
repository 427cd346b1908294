// São Paulo's day at its edges, with a fixed clock: at 21:30 there it is already the next day in UTC,
// and at 23:59 on the last day of a month it is already the next month.
import { afterEach, describe, expect, it, vi } from "vitest"
import { birthdaysOfMonth } from "~/features/eventos/calendar"
import {
  currentMonth,
  currentYear,
  formatEventDateTime,
  formatEventDayMonth,
  isSameDayAs,
  monthName,
  todayInSaoPaulo,
} from "~/utils/format"
import { startOfDayInSaoPaulo } from "~/utils/instant.server"

function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date(instant))
}

afterEach(() => {
  vi.useRealTimers()
})

const people = [
  { id: "1", nome: "Último Dia", dt_nasc: "1961-11-30 00:00:00.000Z" },
  { id: "2", nome: "Primeiro de Dezembro", dt_nasc: "1963-12-01 00:00:00.000Z" },
  { id: "3", nome: "Meio do Mês", dt_nasc: "1958-11-15 00:00:00.000Z" },
]

describe("at 21:30 in São Paulo (00:30 UTC the next day)", () => {
  it("today is still São Paulo's day, and that evening's 19:00 event is 'Hoje' at 19:00", () => {
    clockAt("2026-11-24T00:30:00Z")
    expect(todayInSaoPaulo()).toBe("2026-11-23")
    const evento = "2026-11-23 22:00:00.000Z" // 19:00 in São Paulo
    expect(isSameDayAs(evento, todayInSaoPaulo())).toBe(true)
    expect(formatEventDateTime(evento)).toBe("23/11/2026 • 19:00")
    // "Upcoming" starts at São Paulo's midnight of today: 03:00 UTC.
    expect(startOfDayInSaoPaulo(todayInSaoPaulo()).toISOString()).toBe("2026-11-23T03:00:00.000Z")
  })

  it("on the last day of a month, the month and its birthday of the day are still that month's", () => {
    clockAt("2026-12-01T00:30:00Z")
    expect(currentMonth()).toBe(11)
    expect(monthName(currentMonth())).toBe("Novembro")
    const nivers = birthdaysOfMonth(people, currentMonth(), todayInSaoPaulo())
    expect(nivers.map((pessoa) => [pessoa.nome, pessoa.hoje])).toEqual([
      ["Meio do Mês", false],
      ["Último Dia", true],
    ])
  })
})

describe("at 23:59 on the last day of a month in São Paulo (02:59 UTC on the 1st)", () => {
  it("the month is still the ending one, with its last day's birthday", () => {
    clockAt("2026-12-01T02:59:00Z")
    expect(todayInSaoPaulo()).toBe("2026-11-30")
    expect(currentMonth()).toBe(11)
    const nivers = birthdaysOfMonth(people, currentMonth(), todayInSaoPaulo())
    expect(nivers.find((pessoa) => pessoa.hoje)?.nome).toBe("Último Dia")
    expect(nivers.map((pessoa) => pessoa.nome)).not.toContain("Primeiro de Dezembro")
  })

  it("on 31 December the year is still the ending one, and its late event is that day's", () => {
    clockAt("2027-01-01T02:59:00Z")
    expect(currentYear()).toBe(2026)
    const virada = "2027-01-01 01:30:00.000Z" // 22:30 on 31 December in São Paulo
    expect(isSameDayAs(virada, todayInSaoPaulo())).toBe(true)
    expect(formatEventDayMonth(virada)).toBe("31/12")
    expect(startOfDayInSaoPaulo(`${currentYear()}-01-01`).toISOString()).toBe("2026-01-01T03:00:00.000Z")
  })

  it("one minute later it is the new month's first day", () => {
    clockAt("2026-12-01T03:00:00Z")
    expect(todayInSaoPaulo()).toBe("2026-12-01")
    expect(currentMonth()).toBe(12)
    expect(birthdaysOfMonth(people, currentMonth(), todayInSaoPaulo()).map((pessoa) => pessoa.hoje)).toEqual([
      true,
    ])
  })
})
