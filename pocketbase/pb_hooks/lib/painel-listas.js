// @ts-check
// What the panel's page readers (lib/paginas/) share: one page of a list, answered as PocketBase's
// list API answers it (the site's pages and their Pagination read it as they read the SDK's), and a
// record's fields as plain values.

/**
 * @typedef {object} ListaPedida
 * @property {string} colecao the collection
 * @property {dbx.Expression} [where] which records ($dbx.exp with bound parameters)
 * @property {string[]} orderBy e.g. ["data_vencimento DESC", "created DESC", "id DESC"]
 * @property {number} page from 1
 * @property {number} perPage
 */

/**
 * One page of a list: { page, perPage, totalItems, totalPages, items }.
 * @template T
 * @param {core.App} app
 * @param {ListaPedida} pedida
 * @param {(record: core.Record) => T} item each record as the page shows it
 */
function listPage(app, pedida, item) {
  const { colecao, where, orderBy, page, perPage } = pedida
  const totalItems = where ? app.countRecords(colecao, where) : app.countRecords(colecao)
  const records = arrayOf(new Record())
  const query = app.recordQuery(colecao)
  if (where) query.andWhere(where)
  query
    .orderBy(...orderBy)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all(records)
  return {
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
    items: records.map(item),
  }
}

/**
 * The record's `names` as plain values, with its id: texts and dates as PocketBase's API writes them
 * (a date "2026-03-10 00:00:00.000Z", "" when empty), numbers, booleans and lists as they are.
 * @param {core.Record} record
 * @param {readonly string[]} names
 * @returns {Record<string, unknown> & { id: string }}
 */
function plain(record, names) {
  /** @type {Record<string, unknown> & { id: string }} */
  const out = { id: record.id }
  for (const name of names) {
    const value = record.get(name)
    // A date is Go's DateTime: its text, as the API writes it.
    out[name] = value && typeof value.isZero === "function" ? String(value) : value
  }
  return out
}

module.exports = { listPage, plain }
