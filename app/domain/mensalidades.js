// @ts-check
// Monthly dues (`mensalidades`, docs/decisions/dues-and-pix.md): the amount and the due day, the
// statuses and the ways of paying, with the words the panel and the activity record use for them.

/** The monthly fee in BRL, and the day of the month it falls due. */
const MENSALIDADE_VALOR = 80
const MENSALIDADE_DIA_VENCIMENTO = 10
/** The latest due day a month of dues may have: every month has a 28th. */
const MENSALIDADE_DIA_MAXIMO = 28

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
exports.MENSALIDADE_STATUS = MENSALIDADE_STATUS
exports.MENSALIDADE_STATUS_LABELS = MENSALIDADE_STATUS_LABELS
exports.FORMAS_PAGAMENTO = FORMAS_PAGAMENTO
exports.FORMA_PAGAMENTO_LABELS = FORMA_PAGAMENTO_LABELS
