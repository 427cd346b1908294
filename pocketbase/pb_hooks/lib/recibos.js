// @ts-check
// A paid due's receipt code (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check):
// given when the due becomes paid and cancelled when the payment is undone, in the save's own
// transaction, whatever its door (the treasurer, the bank statement, the API, a script); a due paid
// again gets a new code, and the old one keeps saying when it was cancelled. The public check shows
// the association, the amount, the month, the payment's day and the payer's first name and initial.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A new receipt code: random, of the shared rule's length and alphabet. */
function newCodigo() {
  const { RECIBO_ALFABETO, RECIBO_CODIGO_TAMANHO } = domain("carteirinha")
  return $security.randomStringWithAlphabet(RECIBO_CODIGO_TAMANHO, RECIBO_ALFABETO)
}

/**
 * After `due` was saved in `tx`: a receipt when it became paid (`antes`, its status as stored before),
 * the standing one cancelled when it stopped being paid.
 * @param {core.App} tx
 * @param {core.Record} due
 * @param {string} antes "" for a new due
 */
function followPayment(tx, due, antes) {
  const agora = due.getString("status")
  if (agora === "pago" && antes !== "pago") {
    const recibo = new Record(tx.findCollectionByNameOrId("recibos"))
    recibo.set("codigo", newCodigo())
    recibo.set("mensalidade", due.id)
    tx.save(recibo)
  } else if (antes === "pago" && agora !== "pago") {
    for (const recibo of standing(tx, due.id)) {
      recibo.set("cancelado_em", new DateTime())
      tx.save(recibo)
    }
  }
}

/** The due's receipts not cancelled (one at most). @param {core.App} app @param {string} dueId */
function standing(app, dueId) {
  return /** @type {core.Record[]} */ (
    app.findRecordsByFilter("recibos", "mensalidade = {:id} && cancelado_em = ''", "", 0, 0, { id: dueId })
  )
}

/** The standing receipt code of the due `dueId`, or "" (the receipt page's). */
function codigoOf(/** @type {core.App} */ app, /** @type {string} */ dueId) {
  const recibo = standing(app, dueId)[0]
  return recibo ? recibo.getString("codigo") : ""
}

/**
 * GET, to anyone (PocketBase's limiter counts it per visitor): what the receipt `{id}` proves, or
 * { cancelado_em } for a payment undone; 404 'Recibo não encontrado' for any other code.
 */
function answerRecibo(e) {
  const { RECIBO_NAO_ENCONTRADO, nomeAbreviado, normalizeReciboCodigo } = domain("carteirinha")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const codigo = normalizeReciboCodigo(e.request.pathValue("id"))
  const recibo = codigo
    ? findOrNull(() => e.app.findFirstRecordByFilter("recibos", "codigo = {:codigo}", { codigo }))
    : null
  if (!recibo) return e.json(404, { message: RECIBO_NAO_ENCONTRADO })
  if (recibo.getString("cancelado_em")) return e.json(200, { cancelado_em: recibo.getString("cancelado_em") })
  const due = e.app.findRecordById("mensalidades", recibo.getString("mensalidade"))
  const conta = findOrNull(() => e.app.findRecordById("cadastro_geral", due.getString("associado_id")))
  return e.json(200, {
    associacao: require(`${__hooks}/lib/carteirinha.js`).associacaoOf(e.app),
    valor: due.getFloat("valor"),
    mes: due.getString("data_vencimento").slice(0, 7),
    pago_em: due.getString("pago_em"),
    nome: conta ? nomeAbreviado(conta.getString("nome")) : "",
  })
}

/**
 * Who signs the receipt of a due paid on `pagoEm`: the financial director whose term held that day
 * (São Paulo's), or "" when the seat was empty.
 * @param {core.App} app
 * @param {string} pagoEm
 */
function signatarioOn(app, pagoEm) {
  const { FINANCEIRO, normalizeCargo } = domain("cargos")
  const { inTerm } = domain("mandatos")
  const { dayInSaoPaulo } = domain("datas")
  const dia = pagoEm ? dayInSaoPaulo(new Date(pagoEm.replace(" ", "T"))) : dayInSaoPaulo(new Date())
  const seats = /** @type {core.Record[]} */ (
    app.findRecordsByFilter("view_diretoria", "tipo = 'diretoria'", "", 0, 0)
  )
  const seat = seats.find((row) => {
    const cargo = row.getString("cargo")
    const termo = {
      cargo,
      tipo: "diretoria",
      inicio_mandato: row.getString("inicio_mandato"),
      fim_mandato: row.getString("fim_mandato"),
    }
    return normalizeCargo(cargo) === FINANCEIRO && inTerm(termo, dia)
  })
  return seat ? seat.getString("nome") : ""
}

module.exports = { answerRecibo, codigoOf, followPayment, signatarioOn }
