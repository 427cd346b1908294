// Calendar helpers for the demo, all relative to the moment the seed runs so the demo always looks
// alive. "Today" is São Paulo's calendar day, as on the site; times of day are São Paulo times,
// stored as the real instant (19:00 in São Paulo is 22:00 UTC).
//
// date-fns computes in the process's local time zone. To make its calendar arithmetic independent of
// the machine's zone, a calendar day is held as a local Date at noon (far from any daylight-saving
// jump) whose local year/month/day are São Paulo's; it is formatted back with its local fields.
import { TZDate } from "@date-fns/tz"
import { format } from "date-fns"
import { TIME_ZONE } from "../../config/defaults.mjs"

/** São Paulo's calendar day of `now`, as a calendar-day Date (see above). */
export function saoPauloDay(now) {
  const local = new TZDate(now, TIME_ZONE)
  return new Date(local.getFullYear(), local.getMonth(), local.getDate(), 12)
}

/** A calendar day from its parts (month 1-12); out-of-range days roll over like Date does. */
export function calendarDay(year, month, day) {
  return new Date(year, month - 1, day, 12)
}

/** PocketBase date for a date-only value: midnight UTC, as PocketBase stores a "yyyy-MM-dd" input. */
export function pbDate(day) {
  return `${format(day, "yyyy-MM-dd")} 00:00:00.000Z`
}

/** PocketBase date-time (the UTC instant) of a calendar day at "HH:mm" in São Paulo. */
export function pbDateTime(day, time) {
  const [hours, minutes] = time.split(":").map(Number)
  const local = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, TIME_ZONE)
  return new Date(local.getTime()).toISOString().replace("T", " ")
}
