// @ts-check
// Every date the site and PocketBase's hooks read or write (docs/decisions/dates-and-time-zone.md):
// one time zone, the months, the pt-BR formats. Instants (events, record times) show in São Paulo
// time; calendar dates (birth, due dates) are stored at midnight UTC and show as that date. Server
// and browser run the same code (hydration matches); no date library, so the browser carries none.

const { addDays, addMonths, daysBetween } = require("./datas-calendario.js")

/** São Paulo: the site, the browser, the demo seed and PocketBase's hooks all count days in it. */
const TIME_ZONE = "America/Sao_Paulo"

/** São Paulo has kept UTC-3 all year since 2019 (no daylight saving time). */
const SAO_PAULO_UTC_OFFSET_HOURS = -3
const SAO_PAULO_OFFSET_MS = SAO_PAULO_UTC_OFFSET_HOURS * 60 * 60 * 1000

const DATA_INVALIDA = "Data inválida"
const DATA_NAO_DISPONIVEL = "Data não disponível"

/** The months as the site and the dues name them, January first. */
const MESES = /** @type {const} */ ([
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
])

/** A month as yyyy-MM (the year, and the month 01 to 12). */
const MES_ISO = /^(\d{4})-(0[1-9]|1[0-2])$/

/** "Dezembro/2026" for "2026-12" (yyyy-MM): how a month of dues is named. */
function monthLabel(/** @type {string} */ mes) {
  return `${MESES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(0, 4)}`
}

/**
 * São Paulo's calendar day as PocketBase's filters compute it (SQLite's strftime, the same fixed
 * offset as dayInSaoPaulo where there is no Intl): for API rules that compare a stored date with "today".
 */
const TODAY_IN_SAO_PAULO_FILTER = `strftime('%Y-%m-%d', 'now', '${SAO_PAULO_UTC_OFFSET_HOURS} hours')`

/** The calendar day (yyyy-MM-dd) of a stored date ("2026-11-25 00:00:00.000Z"); "" when unset. */
function storedDay(/** @type {unknown} */ value) {
  return value === undefined || value === null ? "" : String(value).slice(0, 10)
}

/** A calendar day (yyyy-MM-dd) as PocketBase stores it: midnight UTC ("2026-11-25 00:00:00.000Z"). */
function storedDate(/** @type {string} */ day) {
  return `${day} 00:00:00.000Z`
}

/**
 * yyyy-MM-dd for a real calendar day written as yyyy-MM-dd (what `<input type="date">` sends) or
 * dd/mm/yyyy (a plain text box, a spreadsheet); null otherwise.
 * @param {string} value
 * @returns {string | null}
 */
function toIsoDay(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) || /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!match) return null
  const parts = value.indexOf("/") >= 0 ? [match[3], match[2], match[1]] : [match[1], match[2], match[3]]
  const iso = `${parts[0]}-${parts[1]}-${parts[2]}`
  const date = new Date(Date.UTC(Number(parts[0]), Number(parts[1]) - 1, Number(parts[2])))
  return date.toISOString().slice(0, 10) === iso ? iso : null
}

// What is parsed: PocketBase's "2026-11-23 19:00:00.000Z", ISO strings (with an offset, or without
// one as the machine's time) and bare calendar dates ("1961-11-23", midnight UTC as stored).
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** @typedef {string | Date | null | undefined} DateValue */

/**
 * A date from PocketBase, an ISO string or a Date; null when absent or not on the calendar.
 * @param {DateValue} value
 * @returns {Date | null}
 */
function parseDate(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  const match = value ? ISO_DATE.exec(value.trim()) : null
  if (!match) return null
  const [, year, month, day, hours, minutes, seconds, millis, zone] = match
  const offset =
    hours === undefined ? "Z" : zone === undefined ? "" : zone.replace(/(\d{2})(\d{2})$/, "$1:$2")
  const time = `${hours || "00"}:${minutes || "00"}:${seconds || "00"}.${(millis || "0").padEnd(3, "0")}`
  const date = new Date(`${year}-${month}-${day}T${time}${offset}`)
  if (Number.isNaN(date.getTime())) return null
  // The engine rolls 30 February over into March; a date that is not on the calendar is no date.
  const written = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return written.getUTCMonth() === Number(month) - 1 && written.getUTCDate() === Number(day) ? date : null
}

/** @type {Intl.DateTimeFormat | undefined} */
let saoPauloFormat

/**
 * An instant's wall time in São Paulo (`zone` TIME_ZONE) or UTC as "yyyy-MM-ddTHH:mm". São Paulo's
 * comes from Intl, right for any date; PocketBase's hooks have no Intl: its offset since 2019 there.
 * @param {Date} date
 * @param {string} zone
 */
function wallTime(date, zone) {
  if (zone !== TIME_ZONE || typeof Intl === "undefined") {
    return new Date(date.getTime() + (zone === "UTC" ? 0 : SAO_PAULO_OFFSET_MS)).toISOString().slice(0, 16)
  }
  saoPauloFormat =
    saoPauloFormat ||
    new Intl.DateTimeFormat("en-US", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
  /** @type {Record<string, string>} */
  const p = {}
  for (const { type, value } of saoPauloFormat.formatToParts(date)) p[type] = value
  return `${String(p.year).padStart(4, "0")}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/**
 * @param {(wall: string) => string} layout
 * @param {string} zone
 * @param {string} [unset] what an absent date reads as
 */
const formatter =
  (layout, zone, unset = DATA_NAO_DISPONIVEL) =>
  /** @param {DateValue} value @returns {string} */
  (value) => {
    if (value === null || value === undefined || value === "") return unset
    const date = parseDate(value)
    return date ? layout(wallTime(date, zone)) : unset === "" ? "" : DATA_INVALIDA
  }

const dayMonthYear = (/** @type {string} */ w) => `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)}`
const dayMonth = (/** @type {string} */ w) => `${w.slice(8, 10)}/${w.slice(5, 7)}`
const isoDay = (/** @type {string} */ w) => w.slice(0, 10)
const hourMinute = (/** @type {string} */ w) => w.slice(11, 16)

/** An event's day and time in São Paulo: "23/11/2026 • 19:00". */
const formatEventDateTime = formatter((f) => `${dayMonthYear(f)} • ${hourMinute(f)}`, TIME_ZONE)
/** A calendar date (birth, due date, term) stored at midnight UTC, or a yyyy-MM-dd: "23/11/2026". */
const formatDate = formatter(dayMonthYear, "UTC")
/** An event's day and month in São Paulo, for the yearly calendar: "23/11". */
const formatEventDayMonth = formatter(dayMonth, TIME_ZONE)
/** Day and month of a calendar date (public birthdays never show the year): "23/11". */
const formatDayMonth = formatter(dayMonth, "UTC")
/** A moment (creation, last login, an e-mail's event) in São Paulo: "23/11/2026 às 14:05". */
const formatDateTime = formatter((f) => `${dayMonthYear(f)} às ${hourMinute(f)}`, TIME_ZONE)
/** The São Paulo day of a moment (when a request arrived): "23/11/2026". */
const formatDayOf = formatter(dayMonthYear, TIME_ZONE)
/** The São Paulo time of a moment (a presence marked at an assembly): "19:42". */
const formatTimeOf = formatter(hourMinute, TIME_ZONE)
/** A moment in São Paulo as a cell pt-BR spreadsheets read as one: "23/11/2026 14:05". */
const formatSpreadsheetDateTime = formatter((f) => `${dayMonthYear(f)} ${hourMinute(f)}`, TIME_ZONE)
/** A calendar date (stored at midnight UTC) as yyyy-MM-dd, for `<input type="date">`; "" if none. */
const toISODate = formatter(isoDay, "UTC", "")
/** São Paulo's calendar day (yyyy-MM-dd) of an instant (now, an event's start); "" if none. */
const dayInSaoPaulo = formatter(isoDay, TIME_ZONE, "")

/** Today's calendar day (yyyy-MM-dd) in São Paulo. */
const todayInSaoPaulo = (now = new Date()) => dayInSaoPaulo(now)

/** Today's month (1-12) and year in São Paulo. */
const currentMonth = (now = new Date()) => Number(dayInSaoPaulo(now).slice(5, 7))
const currentYear = (now = new Date()) => Number(dayInSaoPaulo(now).slice(0, 4))

/** "Novembro" for month 11. */
function monthName(/** @type {number} */ month) {
  const name = MESES[month - 1]
  if (!name) throw new RangeError(`mês inválido: ${month}`)
  return name
}

const WEEKDAYS = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"]

/** A calendar day with its weekday, for a list of dates to choose among: "sáb, 05/12". */
function formatWeekdayDayMonth(/** @type {string} */ day) {
  const date = parseDate(day)
  return date ? `${WEEKDAYS[date.getUTCDay()]}, ${formatDayMonth(day)}` : DATA_INVALIDA
}

/** True when an instant (an event's start) falls on São Paulo's day `today` (yyyy-MM-dd). */
const isSameDayAs = (/** @type {DateValue} */ value, /** @type {string} */ today) =>
  dayInSaoPaulo(value) === today

/** True when a birth date's day and month are `today`'s. */
function isBirthdayOn(/** @type {DateValue} */ value, /** @type {string} */ today) {
  const date = toISODate(value)
  return date !== "" && date.slice(5) === today.slice(5)
}

/** An instant as PocketBase stores and filters it: "2026-11-23 03:00:00.000Z". */
const toPocketBaseDateTime = (/** @type {Date} */ instant) => instant.toISOString().replace("T", " ")

/**
 * The instant São Paulo's day `day` (yyyy-MM-dd) begins, as PocketBase stores it, by the fixed offset
 * (PocketBase's hooks have no time zones): "2026-11-23 03:00:00.000Z".
 */
const dayStartInSaoPaulo = (/** @type {string} */ day) =>
  toPocketBaseDateTime(new Date(Date.parse(`${day}T00:00:00Z`) - SAO_PAULO_OFFSET_MS))

exports.TIME_ZONE = TIME_ZONE
exports.TODAY_IN_SAO_PAULO_FILTER = TODAY_IN_SAO_PAULO_FILTER
exports.storedDay = storedDay
exports.storedDate = storedDate
exports.MESES = MESES
exports.MES_ISO = MES_ISO
exports.monthLabel = monthLabel
exports.addDays = addDays
exports.addMonths = addMonths
exports.daysBetween = daysBetween
exports.DATA_INVALIDA = DATA_INVALIDA
exports.DATA_NAO_DISPONIVEL = DATA_NAO_DISPONIVEL
exports.parseDate = parseDate
exports.formatEventDateTime = formatEventDateTime
exports.formatDate = formatDate
exports.formatEventDayMonth = formatEventDayMonth
exports.formatDayMonth = formatDayMonth
exports.formatDateTime = formatDateTime
exports.formatDayOf = formatDayOf
exports.formatTimeOf = formatTimeOf
exports.formatSpreadsheetDateTime = formatSpreadsheetDateTime
exports.toISODate = toISODate
exports.dayInSaoPaulo = dayInSaoPaulo
exports.todayInSaoPaulo = todayInSaoPaulo
exports.currentMonth = currentMonth
exports.currentYear = currentYear
exports.monthName = monthName
exports.formatWeekdayDayMonth = formatWeekdayDayMonth
exports.isSameDayAs = isSameDayAs
exports.isBirthdayOn = isBirthdayOn
exports.toPocketBaseDateTime = toPocketBaseDateTime
exports.dayStartInSaoPaulo = dayStartInSaoPaulo
exports.toIsoDay = toIsoDay
