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
})

/**
 * One credit as `extratos.creditos` keeps it (JSON): the bank's transaction id, when it was posted
 * (an instant, ISO) and its São Paulo day, the amount in BRL and the texts the bank wrote.
 * @typedef {{ fitid: string, instante: string, data: string, valor: number, nome: string, memo: string }} Credito
 */

/**
 * The credit of `creditos` with the bank's id `fitid`, or null.
 * @param {unknown} creditos what the record holds
 * @param {string} fitid
 * @returns {Credito | null}
 */
function findCredito(creditos, fitid) {
  if (!Array.isArray(creditos)) return null
  for (let i = 0; i < creditos.length; i++) {
    const credito = creditos[i]
    if (credito && credito.fitid === fitid) return credito
  }
  return null
}

exports.EXTRATO_ARQUIVO = EXTRATO_ARQUIVO
exports.findCredito = findCredito
