// Calendar helpers for the demo, all relative to the moment the seed runs so the demo always looks
// alive. The site shows dates in UTC, so "today" is the UTC calendar day.
//
// date-fns computes in the process's local time zone. To make its arithmetic equal UTC calendar
// arithmetic whatever TZ the process has, a calendar day is held as a local Date at noon (far from any
// daylight-saving jump) whose local year/month/day are the UTC ones; it is formatted back with its
// local fields and an explicit UTC time.
import { format } from "date-fns"
import { ptBR } from "date-fns/locale"

/** The UTC calendar day of `now`, as a calendar-day Date (see above). */
export function utcDay(now) {
  return new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12)
}

/** A calendar day from its parts (month 1-12); out-of-range days roll over like Date does. */
export function calendarDay(year, month, day) {
  return new Date(year, month - 1, day, 12)
}

/** PocketBase date for a date-only value: midnight UTC, as PocketBase stores a "yyyy-MM-dd" input. */
export function pbDate(day) {
  return `${format(day, "yyyy-MM-dd")} 00:00:00.000Z`
}

/** PocketBase date-time for a calendar day at "HH:mm" UTC. */
export function pbDateTime(day, time) {
  return `${format(day, "yyyy-MM-dd")} ${time}:00.000Z`
}

/** "novembro/2026": the month as the dues' descriptions name it. */
export function monthYearLabel(day) {
  return format(day, "MMMM/yyyy", { locale: ptBR })
}

/** The schema's `mes` select values, capitalised, January first. */
export const MONTH_NAMES = [
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
]
