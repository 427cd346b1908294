// @ts-check
// The bank statement the treasurer imports to confirm PIX payments
// (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues): the file's limit and messages (the
// site's upload limit for its page follows) and what the statement keeps of each credit, which
// PocketBase's route reads to pay a due from it.

const MB = 1024 * 1024

const EXTRATO_ARQUIVO = /** @type {const} */ ({
  maxBytes: 2 * MB,
  invalido: "Arquivo OFX inválido.",
  grande: "O arquivo deve ter no máximo 2 MB.",
  obrigatorio: "Escolha o arquivo OFX do extrato.",
  /** More credits than a 2 MB file of real transactions holds: a year of a big club is a few thousand. */
  maxCreditos: 30000,
  muitos: "O extrato passa do limite de 30.000 créditos.",
})

/**
 * How long a credit's texts may be, as the reader cuts them and PocketBase checks them: the bank's
 * texts (name, memo, REFNUM), its transaction id (FITID, as OFX bounds it), the account's label and
 * the credit's identity.
 */
const CREDITO_MAX = /** @type {const} */ ({ texto: 500, fitid: 255, conta: 120, id: 64 })

/**
 * What the treasurer reads when the statement was imported before, on São Paulo's day `dia`
 * (dd/MM/yyyy); its page opens.
 * @param {string} dia
 */
const extratoRepetido = (dia) => `Este extrato já foi importado em ${dia}.`

/**
 * One credit as `extratos.creditos` keeps it (JSON). `id` is the credit's identity, which a due it
 * pays keeps as `transacao_id`: the bank's FITID alone is not one, since some banks repeat it
 * (docs/decisions/dues-and-pix.md#a-credit-is-known-by-more-than-its-fitid). `conta` names the
 * account it came in (a file may hold several); when it was posted (an instant, ISO) and its São
 * Paulo day, the amount in BRL and the texts the bank wrote where it writes the payer.
 * @typedef {{ id: string, fitid: string, conta: string, instante: string, data: string, valor: number,
 *   nome: string, memo: string, refnum: string }} Credito
 */

/**
 * The credits of a statement by their identity, to find each chosen one at once however long the
 * statement.
 * @param {unknown} creditos what the record holds
 * @returns {Map<string, Credito>}
 */
function creditosPorId(creditos) {
  const porId = new Map()
  if (!Array.isArray(creditos)) return porId
  for (let i = 0; i < creditos.length; i++) {
    const credito = creditos[i]
    if (credito && typeof credito.id === "string") porId.set(credito.id, credito)
  }
  return porId
}

/**
 * What makes two imports the same statement: their credits, one identity a line, in the file's
 * order. The site and PocketBase each hash it (SHA-256, hex) into `extratos.assinatura`; a
 * statement without credits has none, and is never "the same" as another.
 * @param {ReadonlyArray<{ id: string }>} creditos
 */
function assinaturaTexto(creditos) {
  const ids = []
  for (const credito of creditos) ids.push(credito.id)
  return ids.join("\n")
}

exports.EXTRATO_ARQUIVO = EXTRATO_ARQUIVO
exports.CREDITO_MAX = CREDITO_MAX
exports.extratoRepetido = extratoRepetido
exports.creditosPorId = creditosPorId
exports.assinaturaTexto = assinaturaTexto
