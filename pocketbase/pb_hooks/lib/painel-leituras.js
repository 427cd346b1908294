// @ts-check
// A panel page reader's plain read of some records (lib/paginas/reservas.js, eventos.js, evento.js,
// comunicados.js): the records a condition picks, in order, without a page's count. A record not
// found is an empty list, never a throw; a failing database still throws (the page's load error).

/**
 * The records of `colecao` that `where` picks, in `orderBy`'s order.
 * @param {core.App} app
 * @param {string} colecao
 * @param {dbx.Expression | null} where null: every record
 * @param {string[]} orderBy e.g. ["nome ASC"]
 * @param {number} [limit] 0: all
 * @returns {core.Record[]}
 */
function recordsWhere(app, colecao, where, orderBy, limit = 0) {
  const records = arrayOf(new Record())
  const query = app.recordQuery(colecao)
  if (where) query.andWhere(where)
  if (orderBy.length > 0) query.orderBy(...orderBy)
  if (limit > 0) query.limit(limit)
  query.all(records)
  return records
}

/**
 * The record of `colecao` with `id` that `where` also picks, or null.
 * @param {core.App} app
 * @param {string} colecao
 * @param {Record<string, unknown>} where the fields' values, `id` among them
 */
function recordOrNull(app, colecao, where) {
  if (!where.id) return null
  const [record] = recordsWhere(app, colecao, $dbx.hashExp(where), [], 1)
  return record ?? null
}

module.exports = { recordsWhere, recordOrNull }
