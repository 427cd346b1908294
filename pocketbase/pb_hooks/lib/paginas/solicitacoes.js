// @ts-check
// /painel/solicitacoes: a page of the membership requests (?status=, ?q= on the folded name and
// e-mail or the CPF's digits), newest first, how many wait for the president, and the request a
// dialog (?acao=...&id=...) is about; each with the account its e-mail already has, which an
// approval would link.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of a request. */
const CAMPOS = [
  "nome",
  "email",
  "telefone",
  "data_nascimento",
  "rg",
  "cpf",
  "endereco",
  "observacoes",
  "status",
  "created",
]

module.exports = {
  caminho: "/painel/solicitacoes",
  area: "solicitacoes",
  colecoes: ["pedido_socio"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { listPage } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
    const { searchBusca, allOf } = require(`${__hooks}/lib/painel-presidente.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const status = statusOf(query("status"), domain("pedido-socio").PEDIDO_SOCIO_STATUS)
    const lista = listPage(
      app,
      {
        colecao: "pedido_socio",
        where: allOf(status && $dbx.hashExp({ status }), searchBusca(query("q"), { digitos: true })),
        orderBy: ["created DESC", "id DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.pedidosSocioPorPagina,
      },
      (record) => pedidoDe(app, record),
    )
    const aberto = query("acao") ? recordOrNull(app, "pedido_socio", { id: query("id") }) : null
    return {
      lista,
      pendentes: app.countRecords("pedido_socio", $dbx.hashExp({ status: "pendente" })),
      pedido: aberto ? pedidoDe(app, aberto) : null,
    }
  },
}

/**
 * A request as the president reads it to decide: its birth date a calendar day, and the account its
 * e-mail already has ({nome}, or null), found as an approval finds it.
 * @param {core.App} app
 * @param {core.Record} record
 */
function pedidoDe(app, record) {
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const { findContaByEmail } = require(`${__hooks}/lib/pedido-socio.js`)
  const pedido = plain(record, CAMPOS)
  const conta = findContaByEmail(app, record.getString("email"))
  return {
    ...pedido,
    data_nascimento: record.getString("data_nascimento").slice(0, 10),
    conta_existente: conta ? { nome: conta.getString("nome") } : null,
  }
}
