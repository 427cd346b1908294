// @ts-check
// A panel list's address, read the same way by the site (app/utils/list-params.ts, the page and its
// CSV) and by PocketBase's page readers (pb_hooks/lib/paginas/): ?pagina= (1 when missing or
// nonsense), ?status= (only the values the list knows), ?q= (the search box), ?mes= and ?ano=.
// Each reads the parameter's raw text ("" or null when absent).

const { MES_ISO } = require("./datas.js")

/** @param {string | null} raw @returns {number} the page, 1 when missing or nonsense */
function pageNumber(raw) {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * The tab's value when it is one of `allowed`; null (the "Todos" tab) otherwise.
 * @template {string} S
 * @param {string | null} raw
 * @param {readonly S[]} allowed
 * @returns {S | null}
 */
function statusOf(raw, allowed) {
  return allowed.find((value) => value === raw) ?? null
}

/** @param {string | null} raw @returns {string | null} the search text, trimmed; null when empty */
function searchText(raw) {
  return (raw ?? "").trim() || null
}

/**
 * yyyy-MM, or the month of `hoje` (São Paulo's day, yyyy-MM-dd) when missing or nonsense.
 * @param {string | null} raw
 * @param {string} hoje
 */
function monthOf(raw, hoje) {
  return raw && MES_ISO.test(raw) ? raw : hoje.slice(0, 7)
}

/**
 * The year, or that of `hoje` (yyyy-MM-dd) when missing or nonsense.
 * @param {string | null} raw
 * @param {string} hoje
 */
function yearOf(raw, hoje) {
  const ano = Number(raw)
  return Number.isInteger(ano) && ano >= 2000 && ano <= 2200 ? ano : Number(hoje.slice(0, 4))
}

exports.pageNumber = pageNumber
exports.statusOf = statusOf
exports.searchText = searchText
exports.monthOf = monthOf
exports.yearOf = yearOf
