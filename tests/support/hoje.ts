// "Today" as PocketBase's hooks count it (São Paulo's day, docs/decisions/dates-and-time-zone.md),
// read each time a test asks: a day kept from when a file loaded is yesterday's after a midnight in
// São Paulo, and a run across it would check against the wrong day.
import { addDays, dayInSaoPaulo } from "@veteranos/domain/datas"

/** São Paulo's day now (yyyy-MM-dd). */
export const today = () => dayInSaoPaulo(new Date())

/** São Paulo's day `days` after today (before it when negative), yyyy-MM-dd. */
export const daysFromToday = (days: number) => addDays(today(), days)

/** São Paulo's year now. */
export const thisYear = () => Number(today().slice(0, 4))
