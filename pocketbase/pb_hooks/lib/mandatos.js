// @ts-check
// The board's seats on every save, whatever the door (the panel, the API, the dashboard): a
// position fits its body, a term does not end before it starts, and the executive board keeps
// exactly one current president (app/domain/mandatos.js). The checks run in the save's own
// transaction, and PocketBase runs one write transaction at a time, so two changes at once cannot
// both pass them. Used by diretoria.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A record as the shared rules read a seat. */
function toSeat(record) {
  return {
    cargo: record.getString("cargo"),
    tipo: record.getString("tipo"),
    inicio_mandato: record.getString("inicio_mandato"),
    fim_mandato: record.getString("fim_mandato"),
  }
}

/** The executive board's president's seats, as stored (read with `app`, the transaction's). */
function storedPresidentSeats(app) {
  const { TIPO_DIRETORIA } = domain("cargos")
  const { isPresidentSeat } = domain("papeis")
  return app
    .findRecordsByFilter("diretoria", "tipo = {:tipo}", "", 0, 0, { tipo: TIPO_DIRETORIA })
    .filter((record) => isPresidentSeat(toSeat(record)))
}

function refuse(field, code, message) {
  throw new BadRequestError(message, { [field]: new ValidationError(code, message) })
}

/**
 * The presidency as it would be once `record` is saved (or, with `deleting`, deleted): refused when
 * it breaks the rule, with the rule's message (which names the presidente).
 */
function checkPresidencia(app, record, deleting) {
  const { isPresidentSeat } = domain("papeis")
  const { presidenciaProblem } = domain("mandatos")
  const original = record.isNew() ? null : record.original()
  const involved = isPresidentSeat(toSeat(record)) || (original && isPresidentSeat(toSeat(original)))
  if (!involved) return
  const stored = storedPresidentSeats(app)
  const others = stored.filter((seat) => seat.id !== record.id).map(toSeat)
  const after = deleting || !isPresidentSeat(toSeat(record)) ? others : others.concat([toSeat(record)])
  const problem = presidenciaProblem(stored.map(toSeat), after)
  if (problem) refuse("cargo", "presidencia", problem)
}

/** A seat about to be stored: its position and its term, then the presidency. */
function validateSeat(app, record) {
  const { cargoProblem } = domain("cargos")
  const { termProblem } = domain("mandatos")
  const seat = toSeat(record)
  const cargo = cargoProblem(seat)
  if (cargo) refuse("cargo", "cargo", cargo)
  const term = termProblem(seat)
  if (term) refuse("fim_mandato", "mandato", term)
  checkPresidencia(app, record, false)
}

/**
 * A model hook's save or deletion (`e.next()`) in a transaction, so the checks above (run in the
 * record's validation, or here before a deletion) read what the change's own transaction sees.
 */
function changeInTransaction(e, deleting) {
  e.app.runInTransaction((tx) => {
    e.app = tx
    if (deleting) checkPresidencia(tx, e.record, true)
    e.next()
  })
}

module.exports = { toSeat, validateSeat, changeInTransaction }
