// @ts-check
// What the readers of the board's content pages share (lib/paginas/documentos.js, galeria.js,
// mensagens.js): the record a page's dialog opens (?acao=...&id=...), read in the page's one
// question. A missing record is an answer (null): the dialog says so, as the SDK's 404 did.

/**
 * The record `id` of `colecao` as plain values (painel-listas.js's `plain`), or null when there is
 * none; null too when no id was asked for.
 * @template T
 * @param {core.App} app
 * @param {string} colecao
 * @param {string} id the dialog's ?id= ("" when absent)
 * @param {(record: core.Record) => T} item the record as the page shows it
 * @returns {T | null}
 */
function dialogRecord(app, colecao, id, item) {
  if (!id) return null
  // A query rather than findRecordById: a record that is not there is no error.
  const records = arrayOf(new Record())
  app.recordQuery(colecao).andWhere($dbx.hashExp({ id })).limit(1).all(records)
  return records.length ? item(records[0]) : null
}

module.exports = { dialogRecord }
