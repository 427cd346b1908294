// Application settings and the members' e-mails. SMTP and the public address come from the
// environment on every start (pb_hooks/settings.pb.js), so changing them needs no migration.

migrate(
  (app) => {
    const settings = app.settings()
    settings.meta.appName = "Associação dos Veteranos"
    settings.meta.hideControls = true
    // Transactional multi-record writes (approving a request creates the account and the member).
    settings.batch.enabled = true
    settings.batch.maxRequests = 50
    settings.batch.timeout = 10
    // Every visitor reaches PocketBase through the site, from one address: these limits are a
    // ceiling for the whole site (a runaway client or script), the per-visitor limits live in Remix.
    settings.rateLimits.enabled = true
    settings.rateLimits.rules = [
      { label: "*:auth", maxRequests: 60, duration: 10 },
      { label: "*:create", maxRequests: 120, duration: 10 },
      { label: "/api/batch", maxRequests: 30, duration: 10 },
      { label: "/api/", maxRequests: 2000, duration: 10 },
    ]
    app.save(settings)

    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.resetPasswordTemplate.subject = "Redefinição de senha - {APP_NAME}"
    cadastro.resetPasswordTemplate.body = `<p>Olá,</p>
<p>Recebemos um pedido para redefinir a senha da sua conta na {APP_NAME}.</p>
<p>Para escolher uma nova senha, abra o endereço abaixo:</p>
<p><a href="{APP_URL}/recuperar-senha/{TOKEN}" target="_blank" rel="noopener">{APP_URL}/recuperar-senha/{TOKEN}</a></p>
<p><i>Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.</i></p>
<p>{APP_NAME}</p>`
    app.save(cadastro)
  },
  (app) => {
    const settings = app.settings()
    settings.batch.enabled = false
    settings.rateLimits.enabled = false
    app.save(settings)
  },
)
