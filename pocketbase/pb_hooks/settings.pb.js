// @ts-check
// Applies the environment to the settings on every start: the site's public address (links in
// e-mails), the SMTP server and the automatic backups. Unset variables leave the stored settings as
// they are.

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
  // Automatic backups: on by default in production (daily at 03:00 UTC, the last 7 kept, in
  // pb_data/backups), unless BACKUP_CRON says otherwise ("off" turns them off).
  const backupCron = env("BACKUP_CRON") || (env("NODE_ENV") === "production" ? "0 3 * * *" : "")
  if (backupCron) {
    settings.backups.cron = backupCron === "off" ? "" : backupCron
    settings.backups.cronMaxKeep = parseInt(env("BACKUP_KEEP") || "7", 10)
    changed = true
  }
  if (changed) {
    e.app.save(settings)
  }
})
