// @ts-check
// The password reset's e-mail (Esqueci minha senha), in the association's frame like every other
// e-mail (app/domain/email.js): greeted by the account's first name, with the link to the site's
// page where the new password is chosen.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { associationEmail } = require(`${__hooks}/lib/email.js`)

/** The reset e-mail to the account `conta`, whose reset token is `token`. */
function resetPasswordEmail(app, conta, token) {
  const mail = domain("email")
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: "Redefinição de senha",
    paragraphsOf: (site) => [
      `<p>Recebemos um pedido para redefinir a senha da sua conta na ${site}.</p>`,
      "<p>Para escolher uma nova senha, abra o endereço abaixo:</p>",
      mail.linkParagraph(mail.setPasswordLink(app.settings().meta.appURL, token)),
      "<p><i>Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.</i></p>",
    ],
  })
}

module.exports = { resetPasswordEmail }
