// @ts-check
// /painel/mensalidades: the member's own dues, a page of them, and what they owe.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/mensalidades",
  area: "mensalidades",
  colecoes: ["mensalidades"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { listPage } = require(`${__hooks}/lib/painel-listas.js`)
    const { mensalidadeOf } = require(`${__hooks}/lib/painel-financeiro.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber } = domain("listas")
    const deles = $dbx.hashExp({ associado_id: quem.id })
    const lista = listPage(
      app,
      {
        colecao: "mensalidades",
        where: deles,
        orderBy: ["data_vencimento DESC", "created DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.mensalidadesPorPagina,
      },
      mensalidadeOf,
    )
    return { lista, devido: devidoDe(app, quem.id) }
  },
  // The dashboard's dues card says the same (lib/painel-inicio.js).
  devidoDe,
}

/**
 * What a member owes: the sum of their pending dues (in cents, so R$ 0,10 + R$ 0,20 is R$ 0,30) and
 * how many, and the oldest, the next to pay.
 * @param {core.App} app
 * @param {string} contaId
 */
function devidoDe(app, contaId) {
  const pendentes = /** @type {core.Record[]} */ (
    app.findRecordsByFilter(
      "mensalidades",
      'status = "pendente" && associado_id = {:id}',
      "data_vencimento,created",
      0,
      0,
      { id: contaId },
    )
  )
  const primeira = pendentes[0]
  return {
    total: pendentes.reduce((cents, record) => cents + Math.round(record.getFloat("valor") * 100), 0) / 100,
    quantidade: pendentes.length,
    proxima: primeira
      ? {
          id: primeira.id,
          descricao: primeira.getString("descricao"),
          data_vencimento: primeira.getString("data_vencimento").slice(0, 10),
        }
      : null,
  }
}
