// @ts-check
// The association's settings (docs/decisions/server-and-operation.md#configuration): every save,
// whatever its door, is checked and stored as the shared table says (app/domain/configuracoes.js);
// the president's change enters the activity record with the old and new values.

onRecordValidate((e) => {
  require(`${__hooks}/lib/configuracoes.js`).checkSettings(e.record)
  e.next()
}, "configuracoes")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/configuracoes.js`).changeSettings(e)
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
