// @ts-check
// /painel/mensalidades/{id}/comprovante: the receipt of one of the member's own dues; null when it is
// not theirs (the site shows a receipt only once it is paid).

module.exports = {
  caminho: "/painel/mensalidades/{id}/comprovante",
  area: "mensalidades",
  colecoes: ["mensalidades"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params) {
    const { mensalidadePropria } = require(`${__hooks}/lib/painel-financeiro.js`)
    return { mensalidade: mensalidadePropria(app, quem, params.id) }
  },
}
