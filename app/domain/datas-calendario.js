// @ts-check
// Calendar-day arithmetic on yyyy-MM-dd days, with no time zone (a day is a day wherever it is
// read): part of the one date module, datas.js, which re-exports it.

/** The calendar day `days` after `day` (both yyyy-MM-dd): calendar arithmetic, no time zone. */
function addDays(/** @type {string} */ day, /** @type {number} */ days) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * The calendar day `months` after `day` (both yyyy-MM-dd), on the month's last day when it is
 * shorter: 2024-02-29 plus 12 months is 2025-02-28.
 */
function addMonths(/** @type {string} */ day, /** @type {number} */ months) {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7)) - 1 + months
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const date = new Date(Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), last)))
  return date.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (yyyy-MM-dd), negative when `to` comes first. */
function daysBetween(/** @type {string} */ from, /** @type {string} */ to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000)
}

exports.addDays = addDays
exports.addMonths = addMonths
exports.daysBetween = daysBetween
