import { isValid, parseISO } from "date-fns"
import { describe, expect, it } from "vitest"
import {
  currentMonth,
  DATA_INVALIDA,
  DATA_NAO_DISPONIVEL,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayOf,
  formatEventDateTime,
  formatMoney,
  formatSpreadsheetDateTime,
  formatTimeOf,
  isBirthdayOn,
  isSameDayAs,
  monthName,
  parseDate,
  todayInSaoPaulo,
} from "~/utils/format"

describe("formatting dates", () => {
  it("shows an event as dd/mm/yyyy • HH:MM in São Paulo time", () => {
    expect(formatEventDateTime("2026-11-23 22:00:00.000Z")).toBe("23/11/2026 • 19:00")
    expect(formatEventDateTime("2026-01-05T11:05:00Z")).toBe("05/01/2026 • 08:05")
    // 01:30 UTC on 1 January is still New Year's Eve in São Paulo.
    expect(formatEventDateTime("2027-01-01 01:30:00.000Z")).toBe("31/12/2026 • 22:30")
  })

  it("dates a moment by its day in São Paulo, not in UTC", () => {
    // 01:30 UTC on 24 November: a request sent at 22:30 on the 23rd in São Paulo.
    expect(formatDayOf("2026-11-24 01:30:00.000Z")).toBe("23/11/2026")
    expect(formatDayOf("2026-11-24 03:00:00.000Z")).toBe("24/11/2026")
  })

  it("shows a record's moment in São Paulo time, on the page and in a spreadsheet cell", () => {
    expect(formatDateTime("2027-01-01 01:30:00.000Z")).toBe("31/12/2026 às 22:30")
    expect(formatSpreadsheetDateTime("2027-01-01 01:30:00.000Z")).toBe("31/12/2026 22:30")
    expect(formatSpreadsheetDateTime("2026-11-23 17:05:00.000Z")).toBe("23/11/2026 14:05")
    expect(formatTimeOf("2026-11-23 22:42:00.000Z")).toBe("19:42")
  })

  it("says 'Data não disponível' when there is no date and 'Data inválida' when it is not one", () => {
    expect(formatEventDateTime("")).toBe(DATA_NAO_DISPONIVEL)
    expect(formatDate(null)).toBe(DATA_NAO_DISPONIVEL)
    expect(formatDate(undefined)).toBe(DATA_NAO_DISPONIVEL)
    expect(formatEventDateTime("amanhã")).toBe(DATA_INVALIDA)
    expect(formatDate("2026-13-45")).toBe(DATA_INVALIDA)
    expect(DATA_INVALIDA).toBe("Data inválida")
    expect(DATA_NAO_DISPONIVEL).toBe("Data não disponível")
  })

  it("shows calendar dates by their stored day, whatever the server's time zone", () => {
    expect(formatDate("1961-11-23 00:00:00.000Z")).toBe("23/11/1961")
    expect(formatDayMonth("1961-11-23 00:00:00.000Z")).toBe("23/11")
    // The models hand birth dates as bare "yyyy-MM-dd": the same day on a server east or west of UTC.
    const zone = process.env.TZ
    try {
      for (const tz of ["Asia/Tokyo", "Pacific/Honolulu"]) {
        process.env.TZ = tz
        expect(formatDate("1961-11-23"), tz).toBe("23/11/1961")
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it("parses PocketBase's date format and rejects garbage", () => {
    expect(parseDate("2026-11-23 19:00:00.000Z")?.toISOString()).toBe("2026-11-23T19:00:00.000Z")
    expect(parseDate("not a date")).toBeNull()
  })

  // The site parsed with date-fns's parseISO before; the browser's scripts no longer carry it, and
  // every form the site meets still reads the same.
  it.each([
    "2026-11-23 19:00:00.000Z",
    "2026-11-23T19:00:00Z",
    "2026-11-23T19:00:00.123456Z",
    "2026-11-23T19:00",
    "2026-11-23T19:00:05",
    "2026-11-23T19:00:00-03:00",
    "2026-11-23T19:00:00+0530",
    "2026-02-29",
    "2028-02-29",
    "2026-02-30",
    "2026-13-45",
    "2026-11-23T25:00:00Z",
    "1961-11-23",
    "amanhã",
  ])("reads %s as date-fns's parseISO did", (text) => {
    const reference = parseISO(
      /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text.replace(" ", "T"),
    )
    expect(parseDate(text)?.toISOString() ?? null).toBe(isValid(reference) ? reference.toISOString() : null)
  })
})

describe("today in the association's time zone", () => {
  // 01:30 UTC on the 24th is still the 23rd in São Paulo (UTC-3).
  const lateEvening = new Date("2026-11-24T01:30:00Z")

  it("uses the local calendar day", () => {
    expect(todayInSaoPaulo(lateEvening)).toBe("2026-11-23")
    expect(currentMonth(new Date("2026-12-01T02:00:00Z"))).toBe(11)
  })

  it("detects an event of today and a birthday of today", () => {
    expect(isSameDayAs("2026-11-23 19:00:00.000Z", "2026-11-23")).toBe(true)
    expect(isSameDayAs("2026-11-22 19:00:00.000Z", "2026-11-23")).toBe(false)
    expect(isBirthdayOn("1958-11-23 00:00:00.000Z", "2026-11-23")).toBe(true)
    expect(isBirthdayOn("1958-11-24 00:00:00.000Z", "2026-11-23")).toBe(false)
    expect(isBirthdayOn("", "2026-11-23")).toBe(false)
  })
})

describe("month names", () => {
  it("names the months in Portuguese", () => {
    expect(monthName(1)).toBe("Janeiro")
    expect(monthName(3)).toBe("Março")
    expect(monthName(12)).toBe("Dezembro")
    expect(() => monthName(13)).toThrow(RangeError)
  })
})

describe("money", () => {
  it("formats reais the Brazilian way", () => {
    expect(formatMoney(80)).toBe("R$\u00a080,00")
    expect(formatMoney(1234.5)).toBe("R$\u00a01.234,50")
  })
})
