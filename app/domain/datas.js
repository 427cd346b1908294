// @ts-check
// The association's calendar: one time zone for every date shown, entered or compared as "today",
// and the months as people read them.

/** São Paulo: the site, the browser, the demo seed and PocketBase's hooks all count days in it. */
const TIME_ZONE = "America/Sao_Paulo"

/** São Paulo has kept UTC-3 all year since 2019 (no daylight saving time). */
const SAO_PAULO_UTC_OFFSET_HOURS = -3
const SAO_PAULO_OFFSET_MS = -SAO_PAULO_UTC_OFFSET_HOURS * 60 * 60 * 1000

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

/**
 * "Dezembro/2026" for "2026-12": how a month of dues is named (its dues' description, the treasurer's
 * page).
 * @param {string} mes yyyy-MM
 */
function monthLabel(mes) {
  return `${MESES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(0, 4)}`
}

/**
 * The calendar day `days` after `day` (both yyyy-MM-dd): calendar arithmetic, no time zone involved.
 * @param {string} day
 * @param {number} days
 */
function addDays(day, days) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * São Paulo's calendar day (yyyy-MM-dd) at `instant`, for PocketBase's hooks: their engine has no
 * Intl, and a slim container may lack Go's zone database (the site and the seed read TIME_ZONE).
 * @param {Date} instant
 */
function dayInSaoPaulo(instant) {
  return new Date(instant.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * São Paulo's wall time (HH:mm) at `instant`, for PocketBase's hooks (no Intl there either).
 * @param {Date} instant
 */
function timeInSaoPaulo(instant) {
  return new Date(instant.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(11, 16)
}

/**
 * "25/12/2026 às 19:30": the day and the wall time in São Paulo at `instant`, for PocketBase's hooks'
 * messages (no Intl there).
 * @param {Date} instant
 */
function dateTimeInSaoPaulo(instant) {
  return `${brDate(dayInSaoPaulo(instant))} às ${timeInSaoPaulo(instant)}`
}

/** "25/11/2026" for "2026-11-25": a calendar day as people read it. */
function brDate(/** @type {string} */ day) {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
}

/**
 * São Paulo's calendar day as PocketBase's filters compute it (SQLite's strftime, the same fixed
 * offset as dayInSaoPaulo): for API rules that compare a stored date with "today".
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

exports.TIME_ZONE = TIME_ZONE
exports.TODAY_IN_SAO_PAULO_FILTER = TODAY_IN_SAO_PAULO_FILTER
exports.storedDay = storedDay
exports.storedDate = storedDate
exports.MESES = MESES
exports.MES_ISO = MES_ISO
exports.monthLabel = monthLabel
exports.addDays = addDays
exports.dayInSaoPaulo = dayInSaoPaulo
exports.timeInSaoPaulo = timeInSaoPaulo
exports.dateTimeInSaoPaulo = dateTimeInSaoPaulo
exports.brDate = brDate
exports.toIsoDay = toIsoDay
