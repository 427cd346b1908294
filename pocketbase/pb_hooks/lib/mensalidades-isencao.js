// @ts-check
// An exempt due (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): the financial director
// forgives an open due with a reason; PocketBase keeps who and when from the account, refuses an
// exemption without a reason whoever saves it, and an exempt due changes only by its undo (back to
// pendente, the exemption cleared). Used by lib/mensalidades.js and mensalidades.pb.js.

const { isencaoMotivoError } = require(`${__hooks}/lib/domain.js`).domain("mensalidades")

/** What an exemption adds to a due, and its undo clears. */
const EXEMPTION_FIELDS = ["isencao_motivo", "isentada_por", "isentada_por_nome", "isentada_em"]
/** The refusal of any change of an exempt due but its undo. */
const MENSALIDADE_ISENTA = "Mensalidade isenta não muda; desfaça a isenção antes de alterá-la."

/**
 * An exempt due has a reason (trimmed, within its limit): 400 with the message beside the field
 * otherwise. Any save, any door (the API, the superuser, a hook).
 */
function requireMotivo(record) {
  if (record.getString("status") !== "isenta") return
  const motivo = record.getString("isencao_motivo").trim()
  const message = isencaoMotivoError(motivo)
  if (message) {
    throw new BadRequestError(message, { isencao_motivo: new ValidationError("isencao_motivo", message) })
  }
  record.set("isencao_motivo", motivo)
}

/**
 * An update through the API that makes a due exempt: who and when from the account (never the
 * body), no payment. Answers the activity entry's description: "Isentou a mensalidade de X
 * (Mensalidade ...) – motivo", written by `describe` (lib/mensalidades.js describeMensalidade).
 * @param {core.RecordRequestEvent} e
 * @param {string[]} paymentFields
 * @param {typeof import("./mensalidades.js").describeMensalidade} describe
 * @returns {(app: CoreApp) => string}
 */
function prepareExemption(e, paymentFields, describe) {
  const { authorOf } = require(`${__hooks}/lib/atividades.js`)
  const record = /** @type {core.Record} */ (e.record)
  requireMotivo(record)
  const author = authorOf(e.auth)
  record.set("isentada_por", author.autor)
  record.set("isentada_por_nome", author.autor_nome)
  record.set("isentada_em", new DateTime())
  for (const field of paymentFields) record.set(field, "")
  return (app) => describe(app, "mensalidade_isenta", record, { motivo: record.getString("isencao_motivo") })
}

module.exports = { EXEMPTION_FIELDS, MENSALIDADE_ISENTA, requireMotivo, prepareExemption }
