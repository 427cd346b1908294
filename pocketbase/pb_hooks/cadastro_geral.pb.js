// @ts-check
// The accounts' collection (cadastro_geral): its handlers together, in the order they must run. Its
// routes stay with their feature (associados.pb.js, lembretes.pb.js, ...).

// One identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail): every
// save of an account, whatever its door (the site, the API, the dashboard, an approval, an import),
// stores the e-mail folded (lib/contas.js). Registered first, so the handlers below read it folded.
onRecordCreate((e) => {
  require(`${__hooks}/lib/contas.js`).foldAccountEmail(e.app, e.record)
  e.next()
}, "cadastro_geral")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/contas.js`).foldAccountEmail(e.app, e.record)
  e.next()
}, "cadastro_geral")

// A new password (changed, or chosen through a reset link) ends what the old one opened beside the
// tokens PocketBase refuses: every remembered browser is forgotten, and the wrong codes' count is
// cleared, so the owner's e-mailed link lifts a lock a stranger caused
// (docs/decisions/two-step-login.md#wrong-codes).
onRecordUpdate((e) => {
  const record = /** @type {core.Record} */ (e.record)
  e.next()
  // A new password gets a new token key as the record is saved.
  if (record.original().getString("tokenKey") === record.getString("tokenKey")) return
  require(`${__hooks}/lib/segunda-etapa-rotas.js`).forgetDevices(e.app, record.id)
  require(`${__hooks}/lib/segunda-etapa.js`).clearAttempts(e.app, record.id)
}, "cadastro_geral")

// A member turning dues reminders off or on (docs/decisions/dues-and-pix.md#reminders-go-out-once-each).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/lembretes-manual.js`).recordOptOut(e)
}, "cadastro_geral")

// The member's search key follows the account's e-mail (lib/associados.js).
onRecordAfterUpdateSuccess((e) => {
  const record = /** @type {core.Record} */ (e.record)
  if (record.email() === record.original().email()) return e.next()
  const associado = e.app.findRecordsByFilter("associados", "id_cadastro_geral = {:id}", "", 1, 0, {
    id: record.id,
  })[0]
  if (associado) e.app.save(associado)
  e.next()
}, "cadastro_geral")

// Through the API too (the dashboard, a script), an account with history is not erased.
onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/associados.js`).refuseDeletingWithHistory(
    e.app,
    /** @type {core.Record} */ (e.record).id,
  )
  e.next()
}, "cadastro_geral")

// The password reset's e-mail in the association's frame, greeting the account by name: PocketBase
// builds it from its template (the settings migration) first, and this replaces subject and body.
onMailerRecordPasswordResetSend((e) => {
  const { subject, html } = require(`${__hooks}/lib/contas-emails.js`).resetPasswordEmail(
    e.app,
    e.record,
    e.meta.token,
  )
  const message = /** @type {mailer.Message} */ (e.message)
  message.subject = subject
  message.html = html
  e.next()
}, "cadastro_geral")

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
