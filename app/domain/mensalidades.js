// @ts-check
// Monthly dues (`mensalidades`, docs/decisions/dues-and-pix.md): the amount and the due day, the
// statuses and the ways of paying, with the words the panel and the activity record use for them.

/** The monthly fee in BRL, and the day of the month it falls due. */
const MENSALIDADE_VALOR = 80
const MENSALIDADE_DIA_VENCIMENTO = 10
/** The latest due day a month of dues may have: every month has a 28th. */
const MENSALIDADE_DIA_MAXIMO = 28

/** An amount or a due day that is none, in the treasurer's and the settings' words. */
const VALOR_INVALIDO = "Informe um valor maior que zero, como 80,00."
const DIA_INVALIDO = `O dia de vencimento deve ser entre 1 e ${MENSALIDADE_DIA_MAXIMO}.`

/**
 * "80", "80,00", "1.234,56" or "80.5" as reais (a number of BRL); null when it is not an amount.
 * @param {string} value
 */
function parseValor(value) {
  const text = value.trim().replace(/^R\$\s*/, "")
  const normalized = text.includes(",") ? text.replace(/\./g, "").replace(",", ".") : text
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return null
  return Number(normalized)
}

const MENSALIDADE_STATUS = /** @type {const} */ (["pendente", "pago"])
/** @typedef {(typeof MENSALIDADE_STATUS)[number]} MensalidadeStatus */

/** @type {Record<MensalidadeStatus, string>} */
const MENSALIDADE_STATUS_LABELS = {
  pendente: "Pendente",
  pago: "Pago",
}

const FORMAS_PAGAMENTO = /** @type {const} */ (["pix", "dinheiro", "transferencia"])
/** @typedef {(typeof FORMAS_PAGAMENTO)[number]} FormaPagamento */

/** @type {Record<FormaPagamento, string>} */
const FORMA_PAGAMENTO_LABELS = {
  pix: "PIX",
  dinheiro: "Dinheiro",
  transferencia: "Transferência",
}

exports.MENSALIDADE_VALOR = MENSALIDADE_VALOR
exports.MENSALIDADE_DIA_VENCIMENTO = MENSALIDADE_DIA_VENCIMENTO
exports.MENSALIDADE_DIA_MAXIMO = MENSALIDADE_DIA_MAXIMO
exports.VALOR_INVALIDO = VALOR_INVALIDO
exports.DIA_INVALIDO = DIA_INVALIDO
exports.parseValor = parseValor
exports.MENSALIDADE_STATUS = MENSALIDADE_STATUS
exports.MENSALIDADE_STATUS_LABELS = MENSALIDADE_STATUS_LABELS
exports.FORMAS_PAGAMENTO = FORMAS_PAGAMENTO
exports.FORMA_PAGAMENTO_LABELS = FORMA_PAGAMENTO_LABELS
