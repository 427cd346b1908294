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
