// @ts-check
// The e-mails of 'Novo Associado' (lib/associados.js): the new account's welcome with its
// set-password link, and the notice to an account that already existed (never a link: the account
// is its owner's, docs/decisions/membership-requests.md#approving-creates-the-member).

const { domain } = require(`${__hooks}/lib/domain.js`)
const { associationEmail } = require(`${__hooks}/lib/email.js`)

const SUBJECT = "Seu acesso ao painel do associado"

/** 'Novo Associado''s e-mail to the account it created: where to choose a password. */
function welcomeEmail(app, person, link) {
  return associationEmail(app, {
    nome: person.nome,
    subject: SUBJECT,
    paragraphsOf: (site) => [
      `<p>Você foi cadastrado(a) como associado(a) da ${site}.</p>`,
      ...domain("email").setPasswordParagraphs(link),
    ],
  })
}

/** To an account that already existed: a notice, never a link (the account is its owner's). */
function linkedNoticeEmail(app, conta) {
  return associationEmail(app, {
    nome: conta.getString("nome"),
    subject: SUBJECT,
    paragraphsOf: (site) => [
      `<p>Você foi cadastrado(a) como associado(a) da ${site}, no cadastro que já tinha no site.</p>`,
      "<p>Entre no painel do associado com o e-mail e a senha que você já usa.</p>",
    ],
  })
}

module.exports = { welcomeEmail, linkedNoticeEmail }
