// São Paulo's wall time as an instant: the start of a day (to filter stored instants by it) and a
// reservation's or event's typed date and time. Server-only: the browser never converts this way,
// and @date-fns/tz stays out of its scripts.
import { TZDate } from "@date-fns/tz"
import { TIME_ZONE } from "@veteranos/domain/datas"

/** The instant São Paulo's day `day` (yyyy-MM-dd) begins, to filter stored instants by that day. */
export function startOfDayInSaoPaulo(day: string): Date {
  return instantInSaoPaulo(day, "00:00")
}

/** The instant of a São Paulo day (yyyy-MM-dd) at a São Paulo time ("HH:mm"): a reservation's start. */
export function instantInSaoPaulo(day: string, time: string): Date {
  const [year, month, date] = day.split("-").map(Number)
  const [hours, minutes] = time.split(":").map(Number)
  return new Date(new TZDate(year!, month! - 1, date!, hours!, minutes!, TIME_ZONE).getTime())
}
