// @ts-check
// The welcome e-mail of an import (docs/decisions/members.md#members-move-in-from-a-spreadsheet),
// sent by the queue (lib/envios.js, kind "boas_vindas", about the import's id): the set-password
// e-mail an approval sends, in the same words (lib/associados-emails.js welcomeEmail).

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * The e-mail to `conta`, made by the import `referencia`, with a fresh set-password link; null when
 * there is nothing to send any more: the import is gone (an account deleted takes its rows with it).
 */
function importWelcomeEmail(app, conta, referencia) {
  const importacao = findOrNull(() => app.findRecordById("importacoes", referencia))
  if (!importacao || importacao.getString("status") !== "importada") return null
  const { welcomeEmail } = require(`${__hooks}/lib/associados-emails.js`)
  const link = domain("email").setPasswordLink(app.settings().meta.appURL, conta.newPasswordResetToken())
  return welcomeEmail(app, { nome: conta.getString("nome") }, link)
}

module.exports = { importWelcomeEmail }
