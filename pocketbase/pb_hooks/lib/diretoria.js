// @ts-check
// Who an account is on the board, for the hooks that ask (the president's routes, the treasurer's
// launch, the session check): its seats are read here, the role comes from the shared rule
// (app/domain/papeis.js), the same the site and the API rules follow.

/**
 * A `diretoria` record as the shared rule reads a seat.
 * @param {core.Record} record
 */
function seatOf(record) {
  const { SEAT_FIELDS } = require(`${__hooks}/lib/domain.js`).domain("papeis")
  const seat = /** @type {import("../../../app/domain/papeis.js").Seat} */ ({})
  for (const field of SEAT_FIELDS) seat[field] = record.getString(field)
  return seat
}

/** The board seats of the account `contaId`, as the rule reads them. */
function listSeats(app, contaId) {
  return app.findRecordsByFilter("diretoria", "idCadGeral = {:id}", "", 0, 0, { id: contaId }).map(seatOf)
}

/**
 * The seat records of the body `tipo` (the executive board or the fiscal council) that count today
 * by the shared rule: their term holds.
 */
function currentSeatRecords(app, tipo) {
  const { holdsSeat, holdsCouncilSeat } = require(`${__hooks}/lib/domain.js`).domain("papeis")
  const { TIPO_CONSELHO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  const holds = tipo === TIPO_CONSELHO ? holdsCouncilSeat : holdsSeat
  return app
    .findRecordsByFilter("diretoria", "tipo = {:tipo}", "", 0, 0, { tipo })
    .filter((record) => holds([seatOf(record)]))
}

/**
 * True when `auth`, a member's account, holds a seat that counts: with `cargo` ("presidente",
 * "financeiro") that position's, without it any on the executive board; as the API rules ask.
 */
function holdsSeat(app, auth, cargo) {
  if (!auth || auth.collection().name !== "cadastro_geral") return false
  return require(`${__hooks}/lib/domain.js`).domain("papeis").holdsSeat(listSeats(app, auth.id), cargo)
}

/** The president (by the shared rule), or a superuser; anybody else gets 403 with `message`. */
function requirePresidente(e, message) {
  if (e.hasSuperuserAuth()) return
  const { PRESIDENTE } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  if (!holdsSeat(e.app, e.auth, PRESIDENTE)) throw new ForbiddenError(message)
}

module.exports = { listSeats, currentSeatRecords, holdsSeat, requirePresidente }
