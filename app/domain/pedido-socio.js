// @ts-check
// Membership requests (`pedido_socio`): the statuses a request goes through and the words the panel
// shows for them.

const PEDIDO_SOCIO_STATUS = /** @type {const} */ (["pendente", "aprovado", "reprovado"])
/** @typedef {(typeof PEDIDO_SOCIO_STATUS)[number]} PedidoSocioStatus */

/** @type {Record<PedidoSocioStatus, string>} */
const PEDIDO_SOCIO_STATUS_LABELS = {
  pendente: "Pendente",
  aprovado: "Aprovado",
  reprovado: "Reprovado",
}

/**
 * True for one of the statuses above.
 * @param {unknown} value
 * @returns {value is PedidoSocioStatus}
 */
function isPedidoSocioStatus(value) {
  return PEDIDO_SOCIO_STATUS.indexOf(/** @type {PedidoSocioStatus} */ (value)) >= 0
}

exports.PEDIDO_SOCIO_STATUS = PEDIDO_SOCIO_STATUS
exports.PEDIDO_SOCIO_STATUS_LABELS = PEDIDO_SOCIO_STATUS_LABELS
exports.isPedidoSocioStatus = isPedidoSocioStatus
