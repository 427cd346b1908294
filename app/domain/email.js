// @ts-check
// The frame of every e-mail the association sends a member (docs/decisions/e-mail-and-activity-log.md):
// the greeting by first name, the message's paragraphs, the association's name as signature, and
// text made safe for HTML. Pure: PocketBase's hooks build the message here and send it through
// PocketBase's mailer (pb_hooks/lib/email.js).

/**
 * Text made safe inside HTML and its attribute values.
 * @param {unknown} value
 */
function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
}

/**
 * "José Carlos Ferreira" → "José": how an e-mail greets.
 * @param {string} nome
 */
function firstName(nome) {
  return String(nome).split(" ")[0]
}

/**
 * A subject that names the association: "Sua filiação foi aprovada - <association>".
 * @param {string} subject
 * @param {string} site the association's name
 */
function subjectWithSite(subject, site) {
  return `${subject} - ${site}`
}

/**
 * The site's page at `path` ("/painel/comunicados") as an e-mail links to it: the site's public
 * address (PocketBase's appURL, which an operator may write with a trailing slash) and the path.
 * @param {string} appUrl
 * @param {string} path
 */
function siteLink(appUrl, path) {
  return `${appUrl.replace(/\/+$/, "")}${path}`
}

/**
 * The site's page where a person chooses their password (app/routes/recuperar-senha_.$token.tsx),
 * for a password-reset token of their account.
 * @param {string} appUrl the site's public address
 * @param {string} token
 */
function setPasswordLink(appUrl, token) {
  return siteLink(appUrl, `/recuperar-senha/${token}`)
}

/**
 * A paragraph holding `url` as a link whose text is the address itself (mail readers that show no
 * links still show it), opened in a new tab.
 * @param {string} url
 */
function linkParagraph(url) {
  return `<p><a href="${escapeHtml(url)}" target="_blank" rel="noopener">${escapeHtml(url)}</a></p>`
}

/**
 * How to choose a password with `link` (a new member, an approved request): the paragraphs both
 * e-mails carry.
 * @param {string} link
 */
function setPasswordParagraphs(link) {
  return [
    "<p>Para entrar no painel do associado, escolha sua senha neste endereço:</p>",
    linkParagraph(link),
    '<p>O endereço vale por 3 dias. Depois disso, use "Esqueceu a senha?" na página de login com este e-mail.</p>',
  ]
}

/**
 * A whole e-mail: "Olá, <first name>!" (or `greetingEnd` instead of "!"), the `paragraphs` (HTML,
 * their text already escaped), and the association's name.
 * @param {{ nome: string, site: string, subject: string, paragraphs: readonly string[], greetingEnd?: string }} parts
 * @returns {{ subject: string, html: string }}
 */
function frameEmail({ nome, site, subject, paragraphs, greetingEnd = "!" }) {
  const html = [`<p>Olá, ${escapeHtml(firstName(nome))}${greetingEnd}</p>`]
    .concat(paragraphs, [`<p>${escapeHtml(site)}</p>`])
    .join("\n")
  return { subject, html }
}

exports.escapeHtml = escapeHtml
exports.subjectWithSite = subjectWithSite
exports.siteLink = siteLink
exports.setPasswordLink = setPasswordLink
exports.setPasswordParagraphs = setPasswordParagraphs
exports.linkParagraph = linkParagraph
exports.frameEmail = frameEmail
