// @ts-check
// /painel/mensalidades/{id}/pagar: one of the member's own dues, to pay by PIX (the site makes the
// code) and the financial director's phones for 'Já paguei' while it is open; null when it is not
// theirs, whatever else their role may read.

module.exports = {
  caminho: "/painel/mensalidades/{id}/pagar",
  area: "mensalidades",
  colecoes: ["mensalidades"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params) {
    const { mensalidadePropria, telefonesDoFinanceiro } = require(`${__hooks}/lib/painel-financeiro.js`)
    const mensalidade = mensalidadePropria(app, quem, params.id)
    const aberta = mensalidade !== null && mensalidade.status === "pendente"
    return { mensalidade, telefonesFinanceiro: aberta ? telefonesDoFinanceiro(app) : [] }
  },
}
