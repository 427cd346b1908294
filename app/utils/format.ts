// Every date and money format the site shows, in pt-BR (SPEC.md sections 8 and 9).
import { TZDate } from "@date-fns/tz"
import { format, isValid, parseISO } from "date-fns"
import { ptBR } from "date-fns/locale"

export const DATA_INVALIDA = "Data inválida"
export const DATA_NAO_DISPONIVEL = "Data não disponível"

export const MESES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
] as const
export type Mes = (typeof MESES)[number]

/** Parses PocketBase's "2026-11-23 19:00:00.000Z", ISO strings and Dates; null when absent or invalid. */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null
  if (!value) return null
  const date = parseISO(value.trim().replace(" ", "T"))
  return isValid(date) ? date : null
}

function formatIn(value: string | Date | null | undefined, pattern: string, timeZone: string): string {
  if (value === null || value === undefined || value === "") return DATA_NAO_DISPONIVEL
  const date = parseDate(value)
  if (!date) return DATA_INVALIDA
  return format(new TZDate(date, timeZone), pattern, { locale: ptBR })
}

/** Event date and time as SPEC.md shows it: dd/mm/yyyy • HH:MM, in UTC. */
export function formatEventDateTime(value: string | Date | null | undefined): string {
  return formatIn(value, "dd/MM/yyyy • HH:mm", "UTC")
}

/** A calendar date (birth dates, due dates, terms) stored at midnight UTC: dd/mm/yyyy. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatIn(value, "dd/MM/yyyy", "UTC")
}

/** Day and month only (public birthdays never show the year): "23/11". */
export function formatDayMonth(value: string | Date | null | undefined): string {
  return formatIn(value, "dd/MM", "UTC")
}

/** A moment (creation, last login) in the association's time zone: "23/11/2026 às 14:05". */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone = "America/Sao_Paulo",
): string {
  return formatIn(value, "dd/MM/yyyy 'às' HH:mm", timeZone)
}

/** The date as yyyy-MM-dd, for `<input type="date">` values and PocketBase filters. */
export function toISODate(value: string | Date | null | undefined): string {
  const date = parseDate(value ?? null)
  return date ? format(new TZDate(date, "UTC"), "yyyy-MM-dd") : ""
}

/** Today's calendar date (yyyy-MM-dd) in the association's time zone. */
export function todayISO(now: Date = new Date(), timeZone = "America/Sao_Paulo"): string {
  return format(new TZDate(now, timeZone), "yyyy-MM-dd")
}

/** The month (1-12) of today in the association's time zone. */
export function currentMonth(now: Date = new Date(), timeZone = "America/Sao_Paulo"): number {
  return new TZDate(now, timeZone).getMonth() + 1
}

/** "Novembro" for month 11. */
export function monthName(month: number): Mes {
  const name = MESES[month - 1]
  if (!name) throw new RangeError(`mês inválido: ${month}`)
  return name
}

/** True when the stored date falls on `today` (yyyy-MM-dd), comparing the UTC calendar day. */
export function isSameDayAs(value: string | Date | null | undefined, today: string): boolean {
  return toISODate(value) === today
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
