// @ts-check
// The board's seats (docs/decisions/roles-and-access.md#seats-count-within-their-term): every save,
// whatever its door, keeps a position in its body, a term in order and exactly one current
// president (lib/mandatos.js); the president's changes enter the activity record (lib/cargos.js).

onRecordCreate((e) => {
  require(`${__hooks}/lib/mandatos.js`).changeInTransaction(e, false)
}, "diretoria")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/mandatos.js`).changeInTransaction(e, false)
}, "diretoria")

onRecordDelete((e) => {
  require(`${__hooks}/lib/mandatos.js`).changeInTransaction(e, true)
}, "diretoria")

onRecordValidate((e) => {
  require(`${__hooks}/lib/mandatos.js`).validateSeat(e.app, e.record)
  e.next()
}, "diretoria")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/cargos.js`).changeSeat(e, "create")
}, "diretoria")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/cargos.js`).changeSeat(e, "update")
}, "diretoria")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/cargos.js`).changeSeat(e, "delete")
}, "diretoria")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.transferPresidencia,
  (e) => require(`${__hooks}/lib/cargos.js`).transferPresidencia(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.setContatoPublico,
  (e) => require(`${__hooks}/lib/contato-publico.js`).setContatoPublico(e),
  $apis.requireAuth("cadastro_geral"),
)
