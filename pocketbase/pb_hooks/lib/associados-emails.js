// The e-mails of 'Novo Associado' (lib/associados.js): the new account's welcome with its
// set-password link, and the notice to an account that already existed (never a link: the account
// is its owner's, docs/decisions/membership-requests.md#approving-creates-the-member).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** 'Novo Associado''s e-mail to the account it created: where to choose a password. */
function welcomeEmail(app, person, link) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: person.nome,
    site,
    subject: mail.subjectWithSite("Seu acesso ao painel do associado", site),
    paragraphs: [
      `<p>Você foi cadastrado(a) como associado(a) da ${mail.escapeHtml(site)}.</p>`,
      ...mail.setPasswordParagraphs(link),
    ],
  })
}

/** To an account that already existed: a notice, never a link (the account is its owner's). */
function linkedNoticeEmail(app, conta) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: conta.getString("nome"),
    site,
    subject: mail.subjectWithSite("Seu acesso ao painel do associado", site),
    paragraphs: [
      `<p>Você foi cadastrado(a) como associado(a) da ${mail.escapeHtml(site)}, no cadastro que já tinha no site.</p>`,
      "<p>Entre no painel do associado com o e-mail e a senha que você já usa.</p>",
    ],
  })
}

module.exports = { welcomeEmail, linkedNoticeEmail }
