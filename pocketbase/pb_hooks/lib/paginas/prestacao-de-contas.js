// @ts-check
// /painel/prestacao-de-contas: a year's accounts (?ano=), every sum made by SQL and no member's name
// (lib/prestacao-de-contas.js, which its CSV's route answers too), and the fiscal council's opinion on it.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of the council's opinion, and of the general assembly's verdict after it. */
const CAMPOS_PARECER = [
  "ano",
  "resultado",
  "texto",
  "registrado_por_nome",
  "updated",
  "assembleia_resultado",
  "assembleia_data",
]

module.exports = {
  caminho: "/painel/prestacao-de-contas",
  area: "prestacaoDeContas",
  colecoes: ["mensalidades", "pareceres"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { accountsOfYear } = require(`${__hooks}/lib/prestacao-de-contas.js`)
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { findOrNull } = require(`${__hooks}/lib/records.js`)
    const ano = domain("listas").yearOf(query("ano"), domain("datas").todayInSaoPaulo())
    const parecer = findOrNull(() => app.findFirstRecordByFilter("pareceres", "ano = {:ano}", { ano }))
    return {
      prestacao: accountsOfYear(app, ano, false),
      // The council's names, a JSON field: its text parsed into the list.
      parecer: parecer && {
        ...plain(parecer, CAMPOS_PARECER),
        membros: JSON.parse(parecer.getString("membros") || "[]"),
      },
    }
  },
}
