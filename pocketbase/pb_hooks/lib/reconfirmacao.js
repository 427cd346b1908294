// @ts-check
// The re-confirmation before the gravest changes (docs/decisions/two-step-login.md#re-confirmation):
// the PIX key and beneficiary, transferring the presidency, deleting a member, changing a second
// step. Checked in the hook or route of each change, so no door skips it; a superuser (the
// dashboard, a migration) and the hooks' own work are not asked.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * Throws 403 with the re-confirmation message unless the request's author (an account) confirmed
 * their password and code within the last minutes; logging in does not count.
 * @param {core.RequestEvent} e
 */
function requireReconfirmation(e) {
  const auth = e.auth
  if (!auth || auth.collection().name !== "cadastro_geral") return
  const { MENSAGENS, isRecentReconfirmation } = domain("seguranca")
  const conta = e.app.findRecordById("cadastro_geral", auth.id)
  if (!isRecentReconfirmation(conta.getString("reconfirmado_em"), Date.now())) {
    throw new ForbiddenError(MENSAGENS.reconfirmar)
  }
}

/** True when a save of the settings changes what the members' PIX payments go to. */
function changesPix(record) {
  const original = record.original()
  return domain("associacao").CAMPOS_PIX.some((name) => original.getString(name) !== record.getString(name))
}

module.exports = { requireReconfirmation, changesPix }
