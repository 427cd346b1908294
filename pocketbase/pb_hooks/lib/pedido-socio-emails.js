// The e-mails a decision on a membership request sends (docs/decisions/membership-requests.md):
// the new account's welcome with its set-password link, the notice to an account that already
// existed (never a link: the account is its owner's), and the rejection.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The approval's e-mail to the account it created: welcome, and where to choose a password (`link`). */
function approvalEmail(app, pedido, link) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: pedido.getString("nome"),
    site,
    subject: mail.subjectWithSite("Sua filiação foi aprovada", site),
    paragraphs: [
      `<p>Sua solicitação de filiação à ${mail.escapeHtml(site)} foi aprovada. Seja bem-vindo(a)!</p>`,
      ...mail.setPasswordParagraphs(link),
    ],
  })
}

/**
 * The approval's e-mail to the account the request's e-mail already had: a plain notice to its
 * owner, greeted by the account's name, with no link (whoever sent the request may not be them).
 */
function approvalNoticeEmail(app, conta) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: conta.getString("nome"),
    site,
    subject: mail.subjectWithSite("Sua filiação foi aprovada", site),
    paragraphs: [
      `<p>A solicitação de filiação à ${mail.escapeHtml(site)} feita com este e-mail foi aprovada, e a associação ficou ligada ao seu cadastro no site.</p>`,
      "<p>Entre no painel do associado com o e-mail e a senha que você já usa.</p>",
      "<p>Se não foi você quem pediu a filiação, responda a este e-mail ou fale com a diretoria.</p>",
    ],
  })
}

/** The rejection's e-mail. */
function rejectionEmail(app, pedido) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: pedido.getString("nome"),
    site,
    subject: mail.subjectWithSite("Sua solicitação de filiação", site),
    greetingEnd: ".",
    paragraphs: [
      `<p>Agradecemos seu interesse na ${mail.escapeHtml(site)}. Sua solicitação de filiação não foi aprovada neste momento.</p>`,
      "<p>Se tiver dúvidas, responda a este e-mail ou fale com a diretoria.</p>",
    ],
  })
}

module.exports = { approvalEmail, approvalNoticeEmail, rejectionEmail }
