// E-mails to members through PocketBase's own SMTP settings (set from the environment by
// settings.pb.js): the site has no second mail configuration. Sending is reported, never thrown:
// a decision stands whether or not its e-mail went out.

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
}

/** True when the message was handed to the SMTP server; false when SMTP is off or sending failed. */
function enviar(app, { para, nome, assunto, html }) {
  const settings = app.settings()
  // Without SMTP PocketBase would fall back to the machine's sendmail, which a container lacks.
  if (!settings.smtp.enabled) return false
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: para, name: nome }],
        subject: assunto,
        html,
      }),
    )
    return true
  } catch (error) {
    app.logger().error("Falha ao enviar e-mail", "para", para, "assunto", assunto, "erro", String(error))
    return false
  }
}

module.exports = { enviar, escapeHtml }
