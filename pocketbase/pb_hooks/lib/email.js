// @ts-check
// E-mails to members through PocketBase's own SMTP settings (set from the environment by
// settings.pb.js): the site has no second mail configuration. The message itself is built with the
// shared frame (app/domain/email.js). Sending is reported, never thrown: a decision stands whether
// or not its e-mail went out.

/**
 * True when the message was handed to the SMTP server (or, in the demo without SMTP, written to its
 * mail folder); false when SMTP is off or sending failed.
 * @param {CoreApp} app
 * @param {{ to: string, name: string, subject: string, html: string }} message
 */
function send(app, { to, name, subject, html }) {
  const settings = app.settings()
  // Without SMTP PocketBase would fall back to the machine's sendmail, which a container lacks.
  if (!settings.smtp.enabled) {
    const folder = $os.getenv("DEMO_EMAILS_DIR")
    return folder !== "" && writeToFolder(app, folder, { to, name, subject, html })
  }
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: to, name }],
        subject,
        html,
      }),
    )
    return true
  } catch (error) {
    app.logger().error("Falha ao enviar e-mail", "para", to, "assunto", subject, "erro", String(error))
    return false
  }
}

/**
 * The demo's mail folder (DEMO_EMAILS_DIR, given by scripts/start.mjs only to a demo without SMTP):
 * each message one HTML file, named by its time and recipient so the newest sorts last, so the demo's
 * board accounts can read their login code
 * (docs/decisions/e-mail-and-activity-log.md#the-demos-e-mails-go-to-a-folder).
 * @param {CoreApp} app
 * @param {string} folder
 * @param {{ to: string, name: string, subject: string, html: string }} message
 */
function writeToFolder(app, folder, { to, name, subject, html }) {
  const { escapeHtml } = require(`${__hooks}/lib/domain.js`).domain("email")
  const when = new Date().toISOString().replace(/:/g, "-")
  const file = `${folder}/${when}-${to.replace(/[^A-Za-z0-9@._+-]/g, "_")}-${$security.randomString(4)}.html`
  const page = [
    '<!doctype html><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title>`,
    `<p>Para: ${escapeHtml(name)} &lt;${escapeHtml(to)}&gt;<br>Assunto: ${escapeHtml(subject)}</p><hr>`,
    html,
  ].join("\n")
  // Go's os.FileMode is a number in the JSVM; its declaration types it as an object.
  const mode = (/** @type {number} */ bits) => /** @type {any} */ (bits)
  try {
    $os.mkdirAll(folder, mode(0o755))
    $os.writeFile(file, page, mode(0o644))
    return true
  } catch (error) {
    app.logger().error("Falha ao gravar e-mail da demonstração", "arquivo", file, "erro", String(error))
    return false
  }
}

/**
 * Whether the account `conta` (a cadastro_geral record) gets the association's e-mails: it has an
 * address, and did not turn e-mail off in Meus dados (`sem_lembretes`, the one opt-out of the
 * association's e-mails: dues reminders and announcements alike).
 */
function receivesEmail(conta) {
  return conta.email() !== "" && !conta.getBool("sem_lembretes")
}

/**
 * An e-mail from the association (its name is PocketBase's appName) to `nome`, in the shared frame
 * (app/domain/email.js): the subject tagged with the name, the greeting, the paragraphs that
 * `paragraphsOf` writes with the name already escaped, and the signature.
 * @param {CoreApp} app
 * @param {{ nome: string, subject: string, greetingEnd?: string, paragraphsOf: (site: string) => string[] }} parts
 */
function associationEmail(app, { nome, subject, greetingEnd, paragraphsOf }) {
  const mail = require(`${__hooks}/lib/domain.js`).domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome,
    site,
    subject: mail.subjectWithSite(subject, site),
    greetingEnd,
    paragraphs: paragraphsOf(mail.escapeHtml(site)),
  })
}

module.exports = { send, receivesEmail, associationEmail }
