// @ts-check
// Members calling an assembly (Código Civil art. 60; docs/decisions/elections.md#members-call-an-assembly):
// a member able to vote proposes an agenda and signs it, others sign once each, and a fifth of the
// members able to vote obliges the president to convene. The site and PocketBase's hooks
// (lib/pedidos-assembleia.js) read the threshold, the statuses and the messages here.

/** A request's statuses: collecting signatures, the fifth reached, the assembly it asked for published. */
const PEDIDO_STATUS_LABELS = /** @type {const} */ ({
  coletando: "Coletando assinaturas",
  atingido: "Assinaturas suficientes",
  atendido: "Assembleia convocada",
})

/** @typedef {keyof typeof PEDIDO_STATUS_LABELS} PedidoStatus */

/** The agenda's longest text (the collection's `pauta`). */
const PAUTA_MAX = 2000

const PEDIDO_MENSAGENS = /** @type {const} */ ({
  pauta: "Escreva a pauta que a assembleia deve tratar.",
  pautaLonga: `A pauta tem no máximo ${PAUTA_MAX} caracteres.`,
  naoApto:
    "Só associados aptos a votar (ativos e em dia com as mensalidades) pedem ou assinam uma assembleia.",
  jaAssinou: "Você já assinou este pedido.",
  naoAssinou: "Você não assinou este pedido.",
  atingido: "O pedido já reuniu as assinaturas necessárias: a assinatura não pode mais ser retirada.",
  atendido: "A assembleia deste pedido já foi convocada.",
  naoEncontrado: "Pedido de assembleia não encontrado.",
})

/**
 * The signatures that oblige the board to convene: a fifth of the members able to vote, rounded up
 * (11 → 3), and at least one.
 * @param {number} aptos
 */
function assinaturasNecessarias(aptos) {
  return Math.max(1, Math.ceil(Math.max(0, aptos) / 5))
}

/** 'Assinaturas: 9 de 13 necessárias (1/5 dos associados aptos)'. */
function assinaturasLine(/** @type {number} */ assinaturas, /** @type {number} */ aptos) {
  return `Assinaturas: ${assinaturas} de ${assinaturasNecessarias(aptos)} necessárias (1/5 dos associados aptos)`
}

/** True once `assinaturas` of `aptos` reach the fifth. */
function atingiu(/** @type {number} */ assinaturas, /** @type {number} */ aptos) {
  return assinaturas >= assinaturasNecessarias(aptos)
}

exports.PEDIDO_STATUS_LABELS = PEDIDO_STATUS_LABELS
exports.PAUTA_MAX = PAUTA_MAX
exports.PEDIDO_MENSAGENS = PEDIDO_MENSAGENS
exports.assinaturasNecessarias = assinaturasNecessarias
exports.assinaturasLine = assinaturasLine
exports.atingiu = atingiu
