// @ts-check
// /painel/mensalidades/{id}/comprovante: the receipt of one of the member's own dues; null when it is
// not theirs (the site shows a receipt only once it is paid), with what Código Civil art. 320 asks of
// a receipt beyond the due: the payer's CPF, who signs for the association (the financial director
// on the payment's day), and the code anyone checks it by (lib/recibos.js).

module.exports = {
  caminho: "/painel/mensalidades/{id}/comprovante",
  area: "mensalidades",
  colecoes: ["mensalidades"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params) {
    const { mensalidadePropria } = require(`${__hooks}/lib/painel-financeiro.js`)
    const { codigoOf, signatarioOn } = require(`${__hooks}/lib/recibos.js`)
    const mensalidade = mensalidadePropria(app, quem, params.id)
    if (!mensalidade || mensalidade.status !== "pago") return { mensalidade, recibo: null }
    const conta = app.findRecordById("cadastro_geral", quem.id)
    return {
      mensalidade,
      recibo: {
        codigo: codigoOf(app, mensalidade.id),
        cpf: conta.getString("cpf"),
        signatario: signatarioOn(app, String(mensalidade.pago_em)),
      },
    }
  },
}
