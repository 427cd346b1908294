// Applies the environment to the settings on every start: the site's public address (links in
// e-mails) and the SMTP server. Unset variables leave the stored settings as they are.

onBootstrap((e) => {
  e.next()

  const env = (name) => $os.getenv(name)
  const settings = e.app.settings()
  let changed = false

  if (env("APP_URL")) {
    settings.meta.appURL = env("APP_URL").replace(/\/+$/, "")
    changed = true
  }
  if (env("MAIL_FROM")) {
    settings.meta.senderAddress = env("MAIL_FROM")
    settings.meta.senderName = env("MAIL_FROM_NAME") || settings.meta.appName
    changed = true
  }
  if (env("SMTP_HOST")) {
    settings.smtp.enabled = true
    settings.smtp.host = env("SMTP_HOST")
    settings.smtp.port = parseInt(env("SMTP_PORT") || "587", 10)
    settings.smtp.username = env("SMTP_USERNAME")
    settings.smtp.password = env("SMTP_PASSWORD")
    settings.smtp.tls = env("SMTP_TLS") === "true"
    changed = true
  }
  if (changed) {
    e.app.save(settings)
  }
})
