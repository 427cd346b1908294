// The president's management of members (lib/associados.js): each change of a member and their
// account in one transaction with its activity entry; no door erases a member with history.

routerAdd(
  "POST",
  "/api/associacao/associados",
  (e) => require(`${__hooks}/lib/associados.js`).createAssociado(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "POST",
  "/api/associacao/associados/{id}",
  (e) => require(`${__hooks}/lib/associados.js`).updateAssociado(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "DELETE",
  "/api/associacao/associados/{id}",
  (e) => require(`${__hooks}/lib/associados.js`).deleteAssociado(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "POST",
  "/api/associacao/associados/{id}/anonimizar",
  (e) => require(`${__hooks}/lib/associados.js`).anonymizeAssociado(e),
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

onRecordAfterUpdateSuccess((e) => {
  if (e.record.email() === e.record.original().email()) return e.next()
  const associado = e.app.findRecordsByFilter("associados", "id_cadastro_geral = {:id}", "", 1, 0, {
    id: e.record.id,
  })[0]
  if (associado) e.app.save(associado)
  e.next()
}, "cadastro_geral")

// Through the API too (the dashboard, a script), a member with history is not erased.
onRecordDeleteRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/associados.js`)
    const contaId =
      e.record.collection().name === "associados" ? e.record.getString("id_cadastro_geral") : e.record.id
    if (lib.hasHistory(lib.countHistory(e.app, contaId))) {
      const { ASSOCIADO_COM_HISTORICO } = require(`${__hooks}/lib/domain.js`).domain("associados")
      throw new BadRequestError(ASSOCIADO_COM_HISTORICO)
    }
    e.next()
  },
  "associados",
  "cadastro_geral",
)
