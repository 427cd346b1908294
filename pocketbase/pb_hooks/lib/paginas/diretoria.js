// @ts-check
// /painel/diretoria: every seat of the board and the council, ended and future ones too, with the
// person's name (`view_diretoria`), latest term first; and, while the new seat's or the transfer's
// dialog searches for a person (?acao=novo|transferir&pessoa=), the accounts that search finds.
// The site groups the seats by São Paulo's day (cargo-groups.server.ts).

/** What the page shows of a seat. */
const CAMPOS = [
  "idCadGeral",
  "nome",
  "cargo",
  "tipo",
  "email",
  "telefone",
  "inicio_mandato",
  "fim_mandato",
  "foto",
]

/** The dialogs that search for a person. */
const PROCURAM = ["novo", "transferir"]

/** How many accounts a search lists at most: a longer list asks for a closer search. */
const CONTAS_MAX = 20

module.exports = {
  caminho: "/painel/diretoria",
  area: "diretoria",
  colecoes: ["view_diretoria", "cadastro_geral"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const records = recordsWhere(app, "view_diretoria", null, ["inicio_mandato DESC", "nome ASC"])
    const termo = (query("pessoa") || "").trim().slice(0, 100)
    const procura = termo && PROCURAM.includes(query("acao")) ? termo : null
    return {
      cargos: records.map((record) => plain(record, CAMPOS)),
      pessoas: procura ? searchContas(app, procura) : null,
    }
  },
}

/**
 * The accounts whose name or e-mail holds `termo`, ignoring accents and capitals, by name (at most
 * CONTAS_MAX). Accounts keep no folded search key, so the folding is done here, over the
 * association's few hundred accounts (their id, name and e-mail only).
 * @param {core.App} app
 * @param {string} termo
 */
function searchContas(app, termo) {
  const { domain } = require(`${__hooks}/lib/domain.js`)
  const { foldForSearch, searchTerms } = domain("busca")
  const terms = searchTerms(termo)
  if (!terms) return []
  const contas = arrayOf(new DynamicModel({ id: "", nome: "", email: "" }))
  app.db().newQuery("SELECT id, nome, email FROM cadastro_geral ORDER BY nome, id").all(contas)
  return contas
    .filter((conta) => foldForSearch(`${conta.nome} ${conta.email}`).includes(terms.texto))
    .slice(0, CONTAS_MAX)
    .map((conta) => ({ id: conta.id, nome: conta.nome, email: conta.email }))
}
