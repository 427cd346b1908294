// @ts-check
// The association's settings (docs/decisions/server-and-operation.md#configuration): every save,
// whatever its door, is checked and stored as the shared table says (app/domain/configuracoes.js);
// the president's change enters the activity record with the old and new values.

onRecordValidate((e) => {
  require(`${__hooks}/lib/configuracoes.js`).checkSettings(e.record)
  e.next()
}, "configuracoes")

// The PIX key and beneficiary decide where the members' payments go: their change needs a fresh
// re-confirmation and is e-mailed to the association and its author
// (docs/decisions/two-step-login.md#re-confirmation).
onRecordUpdateRequest((e) => {
  const { changesPix, requireReconfirmation } = require(`${__hooks}/lib/reconfirmacao.js`)
  const record = /** @type {core.Record} */ (e.record)
  const pix = changesPix(record)
  if (pix) requireReconfirmation(e)
  require(`${__hooks}/lib/configuracoes.js`).changeSettings(e)
  if (pix && e.auth && e.auth.collection().name === "cadastro_geral") {
    require(`${__hooks}/lib/segunda-etapa-emails.js`).sendPixChanged(e.app, e.auth, record.getString("email"))
  }
}, "configuracoes")

// The settings' record is made from the environment when its table is made (a new database's first
// start, during its migrations) and at any start that finds it missing.
onCollectionAfterCreateSuccess((e) => {
  e.next()
  require(`${__hooks}/lib/configuracoes.js`).seedSettings(e.app)
}, "configuracoes")

onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/configuracoes.js`).seedSettings(e.app)
})
