// One identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail): every
// save of an account or a membership request, whatever its door (the site, the API, the dashboard,
// an approval, an import), stores the e-mail folded (lib/contas.js). Registered before the other
// hooks of these collections (files load by name), so they read the folded e-mail.

onRecordCreate((e) => {
  require(`${__hooks}/lib/contas.js`).foldAccountEmail(e.app, e.record)
  e.next()
}, "cadastro_geral")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/contas.js`).foldAccountEmail(e.app, e.record)
  e.next()
}, "cadastro_geral")

onRecordCreate((e) => {
  require(`${__hooks}/lib/contas.js`).foldEmailField(e.record)
  e.next()
}, "pedido_socio")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/contas.js`).foldEmailField(e.record)
  e.next()
}, "pedido_socio")

// At every start, once the e-mails are folded (by the migration whose index ignores capitals):
// accounts still sharing an e-mail are said, and the unique index follows once they are merged.
// (PocketBase's JS hooks have no onServe; a fresh database's first start is the migration's.)
onBootstrap((e) => {
  e.next()
  try {
    require(`${__hooks}/lib/contas.js`).checkEmailClashes(e.app)
  } catch (error) {
    e.app.logger().error("E-mail clash check failed", "error", String(error))
  }
})

// The password reset's e-mail in the association's frame, greeting the account by name: PocketBase
// builds it from its template (the settings migration) first, and this replaces subject and body.
onMailerRecordPasswordResetSend((e) => {
  const { subject, html } = require(`${__hooks}/lib/contas-emails.js`).resetPasswordEmail(
    e.app,
    e.record,
    e.meta.token,
  )
  e.message.subject = subject
  e.message.html = html
  e.next()
}, "cadastro_geral")
