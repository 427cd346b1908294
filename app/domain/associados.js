// @ts-check
// Members (`associados`): active or not, how that is stored, and the words the panel shows for it.

const ASSOCIADO_STATUS = /** @type {const} */ (["ativo", "inativo"])
/** @typedef {(typeof ASSOCIADO_STATUS)[number]} AssociadoStatus */

/** @type {Record<AssociadoStatus, string>} */
const ASSOCIADO_STATUS_LABELS = {
  ativo: "Ativo",
  inativo: "Inativo",
}

/** `associados.status` is a number: 1 an active member, 0 an inactive one. */
const ASSOCIADO_ATIVO = 1
const ASSOCIADO_INATIVO = 0

/**
 * The status a stored number stands for: anything but 1 is inactive.
 * @param {unknown} stored
 * @returns {AssociadoStatus}
 */
function associadoStatusOf(stored) {
  return Number(stored) === ASSOCIADO_ATIVO ? "ativo" : "inativo"
}

/** The number `associados.status` stores for `status`. @param {AssociadoStatus} status */
function storedAssociadoStatus(status) {
  return status === "ativo" ? ASSOCIADO_ATIVO : ASSOCIADO_INATIVO
}

/** Why a member cannot be deleted (docs/decisions/members.md#managing-members). */
const ASSOCIADO_COM_HISTORICO =
  "Este associado tem histórico (mensalidades, reservas ou cargo) e não pode ser excluído."

exports.ASSOCIADO_STATUS = ASSOCIADO_STATUS
exports.ASSOCIADO_STATUS_LABELS = ASSOCIADO_STATUS_LABELS
exports.ASSOCIADO_ATIVO = ASSOCIADO_ATIVO
exports.ASSOCIADO_INATIVO = ASSOCIADO_INATIVO
exports.associadoStatusOf = associadoStatusOf
exports.storedAssociadoStatus = storedAssociadoStatus
exports.ASSOCIADO_COM_HISTORICO = ASSOCIADO_COM_HISTORICO
