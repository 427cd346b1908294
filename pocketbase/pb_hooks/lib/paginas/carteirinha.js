// @ts-check
// /painel/carteirinha: the asking member's card: their code, name, number, membership date, photo,
// and their status today with the dues that make it 'Pendente' (lib/carteirinha.js).

module.exports = {
  caminho: "/painel/carteirinha",
  area: "carteirinha",
  colecoes: ["cadastro_geral"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    const { fotoOf, statusOf } = require(`${__hooks}/lib/carteirinha.js`)
    const conta = app.findRecordById("cadastro_geral", quem.id)
    const { associado, situacao, vencidas, devido } = statusOf(app, quem.id)
    return {
      carteirinha: {
        token: conta.getString("carteirinha_token"),
        nome: (associado && associado.getString("nome")) || conta.getString("nome"),
        numero: associado ? associado.getInt("numero") : 0,
        socio_desde: associado ? socioDesde(associado) : "",
        foto: fotoOf(conta),
        situacao,
        devido,
        vencidas,
      },
    }
  },
}

/**
 * The membership's date: the one the spreadsheet brought, else São Paulo's day the member record was
 * made (an instant, stored as the calendar date it was there, as every calendar date is stored).
 * @param {core.Record} associado
 */
function socioDesde(associado) {
  const { dayInSaoPaulo, storedDate } = require(`${__hooks}/lib/domain.js`).domain("datas")
  const filiacao = associado.getString("data_filiacao")
  if (filiacao) return filiacao
  return storedDate(dayInSaoPaulo(new Date(associado.getString("created").replace(" ", "T"))))
}
