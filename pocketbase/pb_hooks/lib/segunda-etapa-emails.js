// @ts-check
// The second step's e-mails, in the association's frame (app/domain/email.js), sent at once rather
// than through the queue: a code is awaited on the login page, and a warning about the account or
// the PIX key must not wait behind a bulk announcement.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { associationEmail, send } = require(`${__hooks}/lib/email.js`)

const when = (/** @type {Date} */ date) => domain("datas").formatDateTime(date)

/** Sends `paragraphs` to `conta` (a cadastro_geral record) under `subject`. */
function sendTo(app, conta, subject, paragraphs) {
  const nome = conta.getString("nome")
  const message = associationEmail(app, { nome, subject, paragraphsOf: () => paragraphs })
  return send(app, { to: conta.email(), name: nome, subject: message.subject, html: message.html })
}

/** The 6-digit code for the login or a re-confirmation. */
function sendCode(app, conta, codigo) {
  const { CODIGO_EMAIL_MINUTOS } = domain("seguranca")
  return sendTo(app, conta, `Seu código de acesso: ${codigo}`, [
    `<p>Seu código de acesso é <strong style="font-size:1.4em;letter-spacing:0.2em">${codigo}</strong>.</p>`,
    `<p>Ele vale por ${CODIGO_EMAIL_MINUTOS} minutos. Não o passe a ninguém: a associação nunca pede este código.</p>`,
    "<p><i>Se você não tentou entrar, alguém sabe a sua senha: troque-a pelo link 'Esqueceu a senha?'.</i></p>",
  ])
}

/** The account's wrong codes reached the limit: the owner learns it, and how to lift it. */
function sendLocked(app, conta) {
  const { FALHAS_MAXIMAS, FALHAS_JANELA_MINUTOS } = domain("seguranca")
  return sendTo(app, conta, "Entrada bloqueada por códigos errados", [
    `<p>Alguém digitou ${FALHAS_MAXIMAS} códigos errados ao entrar na sua conta, depois de acertar a senha.</p>`,
    `<p>A entrada fica bloqueada por ${FALHAS_JANELA_MINUTOS} minutos. Se não foi você, troque sua senha agora pelo link 'Esqueceu a senha?' da página de entrada: a nova senha também libera a entrada.</p>`,
  ])
}

/**
 * The PIX key changed: the association's address (the settings' e-mail) and the person who changed
 * it are told, so a stolen account cannot quietly send the members' payments elsewhere.
 * @param {CoreApp} app
 * @param {core.Record} autor
 * @param {string} emailAssociacao
 */
function sendPixChanged(app, autor, emailAssociacao) {
  const { escapeHtml } = domain("email")
  const nome = autor.getString("nome") || autor.email()
  const texto = `A chave PIX da associação foi alterada por ${escapeHtml(nome)} em ${when(new Date())}.`
  const paragraphs = [
    `<p>${texto}</p>`,
    "<p>Se a alteração não foi combinada pela diretoria, avise o presidente e confira as configurações do site.</p>",
  ]
  sendTo(app, autor, "A chave PIX da associação foi alterada", paragraphs)
  if (emailAssociacao && emailAssociacao.toLowerCase() !== autor.email().toLowerCase()) {
    const message = associationEmail(app, {
      nome: "Diretoria",
      subject: "A chave PIX da associação foi alterada",
      paragraphsOf: () => paragraphs,
    })
    send(app, { to: emailAssociacao, name: "Diretoria", subject: message.subject, html: message.html })
  }
}

/** The president reset `conta`'s second step (a lost phone): its owner sets it up again. */
function sendReset(app, conta, presidente) {
  const { escapeHtml } = domain("email")
  return sendTo(app, conta, "Sua segunda etapa de entrada foi redefinida", [
    `<p>${escapeHtml(presidente.getString("nome"))} redefiniu a segunda etapa de entrada da sua conta em ${when(new Date())}.</p>`,
    "<p>No próximo acesso, você receberá um código por e-mail e poderá configurar de novo o aplicativo autenticador em Segurança.</p>",
    "<p><i>Se você não pediu isso, avise a diretoria.</i></p>",
  ])
}

module.exports = { sendCode, sendLocked, sendPixChanged, sendReset }
