// @ts-check
// Monthly dues (`mensalidades`, docs/decisions/dues-and-pix.md): the amount and the due day, the
// statuses (an exempt due among them, with its reason's limit) and the ways of paying, with the words
// the panel and the activity record use for them.

/** The monthly fee in BRL, and the day of the month it falls due. */
const MENSALIDADE_VALOR = 80
const MENSALIDADE_DIA_VENCIMENTO = 10
/** The latest due day a month of dues may have: every month has a 28th. */
const MENSALIDADE_DIA_MAXIMO = 28

/** An amount or a due day that is none, in the treasurer's and the settings' words. */
const VALOR_INVALIDO = "Informe um valor maior que zero, como 80,00."
const DIA_INVALIDO = `O dia de vencimento deve ser entre 1 e ${MENSALIDADE_DIA_MAXIMO}.`

/**
 * How many days before its due day a due's first e-mail reminder goes (the setting's default and
 * bounds; the reminders' schedule is lembretes.js's).
 */
const LEMBRETE_DIAS_ANTES_PADRAO = 3
const LEMBRETE_DIAS_ANTES_MAXIMO = 15
const DIAS_ANTES_INVALIDO = `Informe de 0 a ${LEMBRETE_DIAS_ANTES_MAXIMO} dias (0: sem lembrete antes do vencimento).`

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

/**
 * A due is open (`pendente`), paid (`pago`) or exempt (`isenta`: the financial director forgave it,
 * with a reason; not owed, counted or reminded: docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed).
 */
const MENSALIDADE_STATUS = /** @type {const} */ (["pendente", "pago", "isenta"])
/** @typedef {(typeof MENSALIDADE_STATUS)[number]} MensalidadeStatus */

/** @type {Record<MensalidadeStatus, string>} */
const MENSALIDADE_STATUS_LABELS = {
  pendente: "Pendente",
  pago: "Pago",
  isenta: "Isenta",
}

/** The longest reason for an exemption, and the messages of one missing or too long. */
const ISENCAO_MOTIVO_MAX = 300
const ISENCAO_MOTIVO_OBRIGATORIO = "Informe o motivo da isenção."
const ISENCAO_MOTIVO_LONGO = `Use no máximo ${ISENCAO_MOTIVO_MAX} caracteres no motivo.`

/**
 * What is wrong with an exemption's reason (the message beside the field), or null when it will do:
 * some text once trimmed, at most ISENCAO_MOTIVO_MAX characters.
 * @param {unknown} motivo
 * @returns {string | null}
 */
function isencaoMotivoError(motivo) {
  const text = typeof motivo === "string" ? motivo.trim() : ""
  if (!text) return ISENCAO_MOTIVO_OBRIGATORIO
  return text.length > ISENCAO_MOTIVO_MAX ? ISENCAO_MOTIVO_LONGO : null
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
exports.LEMBRETE_DIAS_ANTES_PADRAO = LEMBRETE_DIAS_ANTES_PADRAO
exports.LEMBRETE_DIAS_ANTES_MAXIMO = LEMBRETE_DIAS_ANTES_MAXIMO
exports.DIAS_ANTES_INVALIDO = DIAS_ANTES_INVALIDO
exports.parseValor = parseValor
exports.MENSALIDADE_STATUS = MENSALIDADE_STATUS
exports.MENSALIDADE_STATUS_LABELS = MENSALIDADE_STATUS_LABELS
exports.ISENCAO_MOTIVO_MAX = ISENCAO_MOTIVO_MAX
exports.ISENCAO_MOTIVO_OBRIGATORIO = ISENCAO_MOTIVO_OBRIGATORIO
exports.ISENCAO_MOTIVO_LONGO = ISENCAO_MOTIVO_LONGO
exports.isencaoMotivoError = isencaoMotivoError
exports.FORMAS_PAGAMENTO = FORMAS_PAGAMENTO
exports.FORMA_PAGAMENTO_LABELS = FORMA_PAGAMENTO_LABELS
