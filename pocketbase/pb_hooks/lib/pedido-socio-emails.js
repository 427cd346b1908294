// @ts-check
// The e-mails a decision on a membership request sends (docs/decisions/membership-requests.md):
// the new account's welcome with its set-password link, the notice to an account that already
// existed (never a link: the account is its owner's), and the rejection.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { associationEmail } = require(`${__hooks}/lib/email.js`)

const APPROVED = "Sua filiação foi aprovada"

/** The approval's e-mail to the account it created: welcome, and where to choose a password (`link`). */
function approvalEmail(app, pedido, link) {
  return associationEmail(app, {
    nome: pedido.getString("nome"),
    subject: APPROVED,
    paragraphsOf: (site) => [
      `<p>Sua solicitação de filiação à ${site} foi aprovada. Seja bem-vindo(a)!</p>`,
      ...domain("email").setPasswordParagraphs(link),
    ],
  })
}

/**
 * The approval's e-mail to the account the request's e-mail already had: a plain notice to its
 * owner, greeted by the account's name, with no link (whoever sent the request may not be them).
 */
function approvalNoticeEmail(app, conta) {
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: APPROVED,
    paragraphsOf: (site) => [
      `<p>A solicitação de filiação à ${site} feita com este e-mail foi aprovada, e a associação ficou ligada ao seu cadastro no site.</p>`,
      "<p>Entre no painel do associado com o e-mail e a senha que você já usa.</p>",
      "<p>Se não foi você quem pediu a filiação, responda a este e-mail ou fale com a diretoria.</p>",
    ],
  })
}

/** The rejection's e-mail. */
function rejectionEmail(app, pedido) {
  return associationEmail(app, {
    nome: pedido.getString("nome"),
    subject: "Sua solicitação de filiação",
    greetingEnd: ".",
    paragraphsOf: (site) => [
      `<p>Agradecemos seu interesse na ${site}. Sua solicitação de filiação não foi aprovada neste momento.</p>`,
      "<p>Se tiver dúvidas, responda a este e-mail ou fale com a diretoria.</p>",
    ],
  })
}

module.exports = { approvalEmail, approvalNoticeEmail, rejectionEmail }
