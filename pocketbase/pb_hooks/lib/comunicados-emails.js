// @ts-check
// The e-mail of an announcement (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue),
// written by the e-mails' queue (lib/envios-modelos.js) when it sends one: the title as subject,
// the text's paragraphs (escaped), and where to read it in the panel.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { associationEmail, receivesEmail } = require(`${__hooks}/lib/email.js`)

/**
 * The e-mail of an announcement titled `titulo` saying `texto`, to a person named `nome`: what the
 * queue sends, and the board's preview before publishing (lib/comunicados.js answerPreview).
 * @param {CoreApp} app
 * @param {{ nome: string, titulo: string, texto: string }} parts
 */
function announcementMessage(app, { nome, titulo, texto }) {
  const mail = domain("email")
  const { paragraphsOf } = domain("comunicados")
  const link = mail.siteLink(app.settings().meta.appURL, "/painel/comunicados")
  return associationEmail(app, {
    nome,
    subject: titulo,
    paragraphsOf: (site) =>
      paragraphsOf(texto)
        .map((lines) => `<p>${lines.map(mail.escapeHtml).join("<br>")}</p>`)
        .concat([
          `<p>Comunicado da ${site}. Leia também no painel do associado:</p>`,
          mail.linkParagraph(link),
        ]),
  })
}

/**
 * The announcement `referencia` to `conta` (a cadastro_geral record), or null when there is nothing
 * to send any more: the announcement is gone, or the person turned e-mail off since it was queued.
 */
function announcementEmail(app, conta, referencia) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const comunicado = findOrNull(() => app.findRecordById("comunicados", referencia))
  if (!comunicado || !receivesEmail(conta)) return null
  return announcementMessage(app, {
    nome: conta.getString("nome"),
    titulo: comunicado.getString("titulo"),
    texto: comunicado.getString("texto"),
  })
}

module.exports = { announcementEmail, announcementMessage }
