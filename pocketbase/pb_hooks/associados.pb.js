// @ts-check
// The president's management of members (lib/associados.js): each change of a member and their
// account in one transaction with its activity entry; no door erases a member with history.

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.createAssociado,
  (e) => require(`${__hooks}/lib/associados.js`).createAssociado(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.associado,
  (e) => require(`${__hooks}/lib/associados.js`).updateAssociado(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "DELETE",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.associado,
  (e) => {
    // Deleting a member is a grave change (docs/decisions/two-step-login.md#re-confirmation).
    require(`${__hooks}/lib/reconfirmacao.js`).requireReconfirmation(e)
    return require(`${__hooks}/lib/associados.js`).deleteAssociado(e)
  },
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.anonymizeAssociado,
  (e) => {
    require(`${__hooks}/lib/reconfirmacao.js`).requireReconfirmation(e)
    return require(`${__hooks}/lib/associados.js`).anonymizeAssociado(e)
  },
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

// The search key follows the member's name, and the account's e-mail, whatever the door.
onRecordCreate((e) => {
  require(`${__hooks}/lib/associados.js`).setSearchKey(e.app, e.record)
  e.next()
}, "associados")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/associados.js`).setSearchKey(e.app, e.record)
  e.next()
}, "associados")

// Through the API too (the dashboard, a script), a member with history is not erased (the account's
// side is in cadastro_geral.pb.js); and it is the same grave change as the route's.
onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/reconfirmacao.js`).requireReconfirmation(e)
  require(`${__hooks}/lib/associados.js`).refuseDeletingWithHistory(
    e.app,
    /** @type {core.Record} */ (e.record).getString("id_cadastro_geral"),
  )
  e.next()
}, "associados")
