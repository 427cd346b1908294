// @ts-check
// /painel/assembleias: every assembly, those still ahead first (draft, notice, open: by first call,
// soonest first), then those held or cancelled (latest first). An association holds one or two a
// year, so the list has no pages.

/** What a row shows. */
const CAMPOS = ["tipo", "primeira_chamada", "status", "modalidade", "local"]

module.exports = {
  caminho: "/painel/assembleias",
  area: "assembleias",
  colecoes: ["assembleias"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app) {
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const rows = (/** @type {string[]} */ statuses, /** @type {string} */ order) =>
      recordsWhere(app, "assembleias", $dbx.in("status", ...statuses), [order]).map((record) =>
        plain(record, CAMPOS),
      )
    return {
      proximas: rows(["rascunho", "publicada", "aberta"], "primeira_chamada ASC"),
      realizadas: rows(["encerrada", "cancelada"], "primeira_chamada DESC"),
    }
  },
}
