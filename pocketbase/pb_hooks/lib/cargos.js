// @ts-check
// The president's changes of the board's seats (/painel/diretoria): each enters the activity record
// with the values it changed, in the change's own transaction; 'Transferir presidência' ends the
// current president's seat and starts the next one's in one transaction, so there is exactly one
// president at every moment (app/domain/mandatos.js). Used by diretoria.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/** The fields of a seat an activity entry keeps the old and new values of. */
const SEAT_CHANGES = ["idCadGeral"].concat(domain("papeis").SEAT_FIELDS, ["email", "telefone"])

const PRESIDENTE_APENAS = "Somente o presidente gerencia a diretoria."

function personName(app, contaId) {
  const conta = findOrNull(() => app.findRecordById("cadastro_geral", contaId))
  return conta ? conta.getString("nome") : "pessoa removida"
}

/** "Presidente (Diretoria Executiva) de José Carlos Ferreira". */
function describeSeat(app, seat) {
  const { TIPO_LABELS, cargoLabel } = domain("cargos")
  const label = cargoLabel(seat.getString("cargo"))
  const tipo = TIPO_LABELS[seat.getString("tipo")] || seat.getString("tipo")
  return `${label} (${tipo}) de ${personName(app, seat.getString("idCadGeral"))}`
}

/** The activity entry of each change of a seat (lib/atividades.js). */
const KINDS = /** @type {const} */ ({
  create: "cargo_nomeado",
  update: "cargo_alterado",
  delete: "cargo_excluido",
})

/** A request's change of a seat (create, update or delete) with its activity entry. */
function changeSeat(e, action) {
  const { changesOf, describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  const changes = changesOf(e.record, SEAT_CHANGES, action === "delete")
  const app = e.app
  const describeChange = (seat) => describe(KINDS[action], { cargo: describeSeat(app, seat) })
  withAtividade(e, "diretoria", describeChange, undefined, changes)
}

/**
 * Only the president transfers the presidency. Asked first, outside the change's transaction: a
 * president whose seat another transfer has ended since (the seat they sent no longer holds what
 * they saw) is stale (409), not forbidden, though the presidency is no longer theirs. A president
 * asked here whose seat is ended before the transaction below is stale there.
 */
function requirePresidenteOrStale(e, atualId) {
  const { requirePresidente } = require(`${__hooks}/lib/diretoria.js`)
  try {
    requirePresidente(e, PRESIDENTE_APENAS)
  } catch (forbidden) {
    const atual = e.auth && findOrNull(() => e.app.findRecordById("diretoria", atualId))
    if (atual && atual.getString("idCadGeral") === e.auth.id) {
      const { readSeen, requireUnchanged } = require(`${__hooks}/lib/mudancas.js`)
      requireUnchanged(e.app, atual, readSeen(e, "diretoria"))
    }
    throw forbidden
  }
}

/** The next president's term, from today to `fim_mandato` (a day no earlier than today): its last day. */
function nextTermEnd(body, today) {
  const { storedDate, storedDay, toIsoDay } = domain("datas")
  const { newTermProblem } = domain("mandatos")
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const fim = toIsoDay(storedDay(bodyText(body, "fim_mandato"))) || ""
  const problem = newTermProblem(today, fim)
  if (problem) {
    throw new BadRequestError(problem, { fim_mandato: new ValidationError("mandato", problem) })
  }
  return storedDate(fim)
}

/**
 * POST /api/associacao/diretoria/transferir-presidencia: `atual` (the current president's seat, as
 * seen: `seen` holds its values then) ends yesterday; a president's seat for `idCadGeral` starts
 * today and ends on `fim_mandato` (today or later: an earlier end would leave nobody president),
 * with the public `email` and `telefone`. 409 when the seat seen is no longer the current
 * president's (another transfer came first).
 */
function transferPresidencia(e) {
  const { addDays, storedDate } = domain("datas")
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const body = e.requestInfo().body
  requirePresidenteOrStale(e, bodyText(body, "atual"))
  require(`${__hooks}/lib/reconfirmacao.js`).requireReconfirmation(e)
  const { PRESIDENTE, TIPO_DIRETORIA } = domain("cargos")
  const { isPresidentSeat } = domain("papeis")
  const { inTerm } = domain("mandatos")
  const { todayInSaoPaulo } = domain("datas")
  const { readSeen, requireUnchanged } = require(`${__hooks}/lib/mudancas.js`)
  const { describe, recordAtividade, changesOf } = require(`${__hooks}/lib/atividades.js`)
  const { toSeat } = require(`${__hooks}/lib/mandatos.js`)
  const { STALE_STATUS, STALE_MESSAGE } = domain("mudancas")
  const seen = readSeen(e, "diretoria")
  const today = todayInSaoPaulo()
  const fim = nextTermEnd(body, today)
  let created = /** @type {core.Record | null} */ (null)
  e.app.runInTransaction((tx) => {
    const atual = findOrNull(() => tx.findRecordById("diretoria", bodyText(body, "atual")))
    if (!atual) throw new NotFoundError()
    requireUnchanged(tx, atual, seen)
    if (!isPresidentSeat(toSeat(atual)) || !inTerm(toSeat(atual), today)) {
      throw new ApiError(STALE_STATUS, STALE_MESSAGE)
    }
    atual.set("fim_mandato", storedDate(addDays(today, -1)))
    const ended = changesOf(atual, ["fim_mandato"], false)
    // Saved without the record checks: the new seat's save below runs them over the whole board,
    // this one ended included (a board without its president for a moment would be refused).
    tx.saveNoValidate(atual)
    const seat = new Record(tx.findCollectionByNameOrId("diretoria"))
    seat.set("idCadGeral", bodyText(body, "idCadGeral"))
    seat.set("cargo", PRESIDENTE)
    seat.set("tipo", TIPO_DIRETORIA)
    seat.set("inicio_mandato", storedDate(today))
    seat.set("fim_mandato", fim)
    seat.set("email", bodyText(body, "email"))
    seat.set("telefone", bodyText(body, "telefone"))
    const changes = changesOf(seat, SEAT_CHANGES, false)
    tx.save(seat)
    const from = personName(tx, atual.getString("idCadGeral"))
    const to = personName(tx, seat.getString("idCadGeral"))
    recordAtividade(
      tx,
      e.auth,
      "diretoria",
      seat.id,
      describe("presidencia_transferida", { de: from, para: to }),
      changes,
    )
    recordAtividade(
      tx,
      e.auth,
      "diretoria",
      atual.id,
      describe("mandato_encerrado", { cargo: describeSeat(tx, atual) }),
      ended,
    )
    created = seat
  })
  // Made in the transaction, which throws otherwise.
  return e.json(200, { id: /** @type {core.Record} */ (created).id })
}

module.exports = { changeSeat, transferPresidencia }
