// @ts-check
// The e-mail queue (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue): the
// kinds of e-mail queued, a queued e-mail's statuses and labels, and how fast the queue is emptied.
// Pure: PocketBase's job (pb_hooks/lib/envios.js) and the pages that show its progress read it.

/**
 * What a queued e-mail is about: an announcement, an imported member's welcome, a place freed on an
 * event, a general assembly's notice or its cancellation.
 */
const ENVIO_TIPOS = /** @type {const} */ ([
  "comunicado",
  "boas_vindas",
  "vaga_confirmada",
  "assembleia_edital",
  "assembleia_cancelada",
  "pedido_assembleia",
  "matricula_escolinha",
  "atestado_vencendo",
  // A child leaves a youth-school class's waiting list for a place.
  "vaga_escolinha",
])
/** @typedef {(typeof ENVIO_TIPOS)[number]} EnvioTipo */

/**
 * Queued; claimed by a run (being sent); sent; failed (retried by the next runs); cancelled (its
 * record or its address is gone, so there is nothing to send).
 */
const ENVIO_STATUS = /** @type {const} */ (["pendente", "enviando", "enviado", "falhou", "cancelado"])
/** @typedef {(typeof ENVIO_STATUS)[number]} EnvioStatus */

/** @type {Record<EnvioStatus, string>} */
const ENVIO_STATUS_LABELS = {
  pendente: "Na fila",
  // A claim left by a run that stopped mid-send: whether it went out is unknown, so it is not resent.
  enviando: "Não confirmado",
  enviado: "Enviado",
  falhou: "Falhou",
  cancelado: "Cancelado",
}

/** What a person reads of a failed send (the technical reason stays in the row and the log). */
const EMAIL_NAO_ENVIADO = "O e-mail não pôde ser enviado."

/** The job's name (its cron id and its runs' `tarefa`). */
const TAREFA_ENVIOS = "envios"
/** E-mails sent per run (one run a minute): a few at a time, under the SMTP providers' hourly limits. */
const ENVIOS_POR_EXECUCAO = 20
/** Tries of one e-mail before it stays failed (one run apart). */
const ENVIO_TENTATIVAS_MAXIMAS = 3

/**
 * Whether a queued e-mail in `status` after `tentativas` tries is still to be sent by a later run.
 * @param {EnvioStatus} status
 * @param {number} tentativas
 */
function isStillQueued(status, tentativas) {
  return status === "pendente" || (status === "falhou" && tentativas < ENVIO_TENTATIVAS_MAXIMAS)
}

exports.ENVIO_TIPOS = ENVIO_TIPOS
exports.ENVIO_STATUS = ENVIO_STATUS
exports.ENVIO_STATUS_LABELS = ENVIO_STATUS_LABELS
exports.EMAIL_NAO_ENVIADO = EMAIL_NAO_ENVIADO
exports.TAREFA_ENVIOS = TAREFA_ENVIOS
exports.ENVIOS_POR_EXECUCAO = ENVIOS_POR_EXECUCAO
exports.ENVIO_TENTATIVAS_MAXIMAS = ENVIO_TENTATIVAS_MAXIMAS
exports.isStillQueued = isStillQueued
