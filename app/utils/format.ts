// Every date and money format the site shows, in pt-BR, and the association's calendar day.
// Two kinds of dates (docs/architecture.md, "Dates"): instants (events, record times) are shown in
// São Paulo time; calendar dates without a time (birth dates, due dates) are stored at midnight UTC
// and shown as that date. This module renders on the server and in the browser alike, so both read
// the one zone constant, never the machine's zone, and hydration matches. The fields come from Intl
// as digits and are joined here, so no engine's wording of a date can differ between the two.
import { addDays, MESES, TIME_ZONE } from "@veteranos/domain/datas"

export const DATA_INVALIDA = "Data inválida"
export const DATA_NAO_DISPONIVEL = "Data não disponível"

export type Mes = (typeof MESES)[number]

// What the site parses: PocketBase's "2026-11-23 19:00:00.000Z", ISO strings ("2026-11-23T19:00:00Z",
// with an offset, or without one as the machine's time) and bare calendar dates ("1961-11-23").
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** Parses PocketBase's "2026-11-23 19:00:00.000Z", ISO strings and Dates; null when absent or invalid. */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (!value) return null
  const match = ISO_DATE.exec(value.trim())
  if (!match) return null
  const [, year, month, day, hours, minutes, seconds, millis, zone] = match
  // A bare calendar date ("1961-11-23", as the models hand birth dates) is midnight UTC, as stored.
  const offset =
    hours === undefined ? "Z" : zone === undefined ? "" : zone.replace(/(\d{2})(\d{2})$/, "$1:$2")
  const date = new Date(
    `${year}-${month}-${day}T${hours ?? "00"}:${minutes ?? "00"}:${seconds ?? "00"}.${(millis ?? "0").padEnd(3, "0")}${offset}`,
  )
  if (Number.isNaN(date.getTime())) return null
  // The engine rolls 30 February over into March; a date that is not on the calendar is no date.
  const written = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return written.getUTCMonth() === Number(month) - 1 && written.getUTCDate() === Number(day) ? date : null
}

type Fields = { yyyy: string; MM: string; dd: string; HH: string; mm: string }

const fieldFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar fields of an instant in `timeZone`, each as zero-padded digits. */
function fieldsIn(date: Date, timeZone: string): Fields {
  let formatter = fieldFormats.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    fieldFormats.set(timeZone, formatter)
  }
  const parts = formatter.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ""
  return {
    yyyy: part("year").padStart(4, "0"),
    MM: part("month"),
    dd: part("day"),
    HH: part("hour"),
    mm: part("minute"),
  }
}

function formatIn(
  value: string | Date | null | undefined,
  timeZone: string,
  layout: (fields: Fields) => string,
): string {
  if (value === null || value === undefined || value === "") return DATA_NAO_DISPONIVEL
  const date = parseDate(value)
  if (!date) return DATA_INVALIDA
  return layout(fieldsIn(date, timeZone))
}

const dayMonthYear = (f: Fields) => `${f.dd}/${f.MM}/${f.yyyy}`
const dayMonth = (f: Fields) => `${f.dd}/${f.MM}`
const isoDay = (f: Fields) => `${f.yyyy}-${f.MM}-${f.dd}`

/** Event date and time, dd/mm/yyyy • HH:MM, in São Paulo time (docs/decisions/dates-and-time-zone.md#one-time-zone). */
export function formatEventDateTime(value: string | Date | null | undefined): string {
  return formatIn(value, TIME_ZONE, (f) => `${dayMonthYear(f)} • ${f.HH}:${f.mm}`)
}

/** A calendar date (birth dates, due dates, terms) stored at midnight UTC: dd/mm/yyyy. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatIn(value, "UTC", dayMonthYear)
}

/** An event's day and month in São Paulo, for the yearly calendar: "23/11". */
export function formatEventDayMonth(value: string | Date | null | undefined): string {
  return formatIn(value, TIME_ZONE, dayMonth)
}

/** Day and month of a calendar date (public birthdays never show the year): "23/11". */
export function formatDayMonth(value: string | Date | null | undefined): string {
  return formatIn(value, "UTC", dayMonth)
}

/** A moment (creation, last login) in São Paulo time: "23/11/2026 às 14:05". */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatIn(value, TIME_ZONE, (f) => `${dayMonthYear(f)} às ${f.HH}:${f.mm}`)
}

/** The São Paulo day of a moment (when a request arrived): "23/11/2026". */
export function formatDayOf(value: string | Date | null | undefined): string {
  return formatIn(value, TIME_ZONE, dayMonthYear)
}

/** A moment in São Paulo time as a spreadsheet cell, which pt-BR spreadsheets read as one: "23/11/2026 14:05". */
export function formatSpreadsheetDateTime(value: string | Date | null | undefined): string {
  return formatIn(value, TIME_ZONE, (f) => `${dayMonthYear(f)} ${f.HH}:${f.mm}`)
}

/** A calendar date (stored at midnight UTC) as yyyy-MM-dd, for `<input type="date">` values. */
export function toISODate(value: string | Date | null | undefined): string {
  const date = parseDate(value ?? null)
  return date ? isoDay(fieldsIn(date, "UTC")) : ""
}

/** A calendar date (yyyy-MM-dd) as PocketBase stores it: "yyyy-MM-dd 00:00:00.000Z" (toISODate's inverse). */
export const toStoredDate = (day: string) => `${day} 00:00:00.000Z`

/** The São Paulo calendar day (yyyy-MM-dd) of an instant, such as an event's start. */
export function dayInSaoPaulo(value: string | Date | null | undefined): string {
  const date = parseDate(value ?? null)
  return date ? isoDay(fieldsIn(date, TIME_ZONE)) : ""
}

/** The calendar day `days` after `day` (both yyyy-MM-dd); calendar arithmetic, no time zone involved. */
export const addDaysISO: (day: string, days: number) => string = addDays

/** Today's calendar date (yyyy-MM-dd) in São Paulo. */
export function todayISO(now: Date = new Date()): string {
  return dayInSaoPaulo(now)
}

/** The month (1-12) of today in São Paulo. */
export function currentMonth(now: Date = new Date()): number {
  return Number(fieldsIn(now, TIME_ZONE).MM)
}

/** The year of today in São Paulo. */
export function currentYear(now: Date = new Date()): number {
  return Number(fieldsIn(now, TIME_ZONE).yyyy)
}

const WEEKDAYS = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"] as const

/** A calendar day with its weekday, for a list of dates to choose among: "sáb, 05/12". */
export function formatWeekdayDayMonth(day: string): string {
  const date = parseDate(day)
  if (!date) return DATA_INVALIDA
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatDayMonth(day)}`
}

/** An instant as PocketBase stores and filters it: "2026-11-23 03:00:00.000Z". */
export function toPocketBaseDateTime(instant: Date): string {
  return instant.toISOString().replace("T", " ")
}

/** "Novembro" for month 11. */
export function monthName(month: number): Mes {
  const name = MESES[month - 1]
  if (!name) throw new RangeError(`mês inválido: ${month}`)
  return name
}

/** True when an instant (an event's start) falls on São Paulo's day `today` (yyyy-MM-dd). */
export function isSameDayAs(value: string | Date | null | undefined, today: string): boolean {
  return dayInSaoPaulo(value) === today
}

/** True when a birth date's day and month are today's. */
export function isBirthdayOn(value: string | Date | null | undefined, today: string): boolean {
  const date = toISODate(value)
  return date !== "" && date.slice(5) === today.slice(5)
}

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })

/** R$ 80,00 */
export function formatMoney(value: number): string {
  // Intl separates "R$" from the amount with a no-break space; keep it, it never wraps.
  return BRL.format(value)
}

/** An amount as a form's field holds it, without the currency: "80,00" (parseValor reads it back). */
export function formatAmountField(value: number): string {
  return formatMoney(value).replace(/^R\$\s*/, "")
}

// "1 foto", "3 fotos": the shared rule, which PocketBase's messages write with too.
export { plural } from "@veteranos/domain/texto"
