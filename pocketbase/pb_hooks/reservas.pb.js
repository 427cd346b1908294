// Reservations on the server (docs/decisions/reservations.md#booking-limits and docs/decisions/reservations.md#rules-enforced-in-pocketbase): no two approved
// reservations of a space overlap, whichever door a save comes through; a member's request follows
// the typed rules; each decision enters the activity record with the change and e-mails the member.

onRecordCreate((e) => {
  require(`${__hooks}/lib/reservas.js`).salvar(e)
}, "reservas")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/reservas.js`).salvar(e)
}, "reservas")

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/reservas.js`).conferirPedido(e)
  e.next()
}, "reservas")

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/lib/reservas.js`)
  if (!lib.decisaoDe(e.record)) {
    e.next()
    return
  }
  // comAtividade swaps e.app for its transaction; the e-mail goes after the commit.
  const app = e.app
  require(`${__hooks}/lib/atividades.js`).comAtividade(e, "reservas", lib.descricaoDecisao)
  lib.avisar(app, e.record)
}, "reservas")
