// @ts-check
// Reservations on the server (docs/decisions/reservations.md#booking-limits and docs/decisions/reservations.md#rules-enforced-in-pocketbase): no two approved
// reservations of a space overlap, whichever door a save comes through; a member's request follows
// the typed rules; each decision enters the activity record with the change and e-mails the member.

onRecordCreate((e) => {
  require(`${__hooks}/lib/reservas.js`).saveReserva(e)
}, "reservas")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/reservas.js`).saveReserva(e)
}, "reservas")

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/reservas.js`).checkReservaRequest(e)
  e.next()
}, "reservas")

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/lib/reservas.js`)
  const changes = require(`${__hooks}/lib/mudancas.js`)
  // Made only from what was seen (lib/mudancas.js). The president's update is a decision (the rule
  // lets it carry the status alone), made from pendente only, whatever the request says it saw; a
  // superuser's status change, from the status it was read with unless it says what it saw.
  const seen = changes.readSeen(e)
  const record = /** @type {core.Record} */ (e.record)
  const before = record.original().getString("status")
  if (!e.hasSuperuserAuth()) seen.status = "pendente"
  else if (!("status" in seen) && record.getString("status") !== before) seen.status = before
  if (e.hasSuperuserAuth() && !lib.decisionOf(record)) {
    changes.changeIfUnchanged(e, seen)
    return
  }
  // withAtividade swaps e.app for its transaction; the e-mail goes after the commit.
  const app = e.app
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "reservas",
    (reserva) => lib.describeDecision(app, reserva),
    seen,
  )
  lib.notifyDecision(app, e.record)
}, "reservas")
