// @ts-check
// An event's places (docs/decisions/events.md#places-are-kept-by-pocketbase): a new sign-up is
// confirmed while places are left, else it waits; a cancellation (or a larger capacity) gives the
// freed places to the oldest waiting, each queued an e-mail (lib/envios.js). Every decision counts
// the confirmed ones inside the save's transaction, and PocketBase runs one write transaction at a
// time, so two members racing for the last place get one place and one turn on the list.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { INSCRICAO_RECUSAS, statusForNew, placesToFill, capacityProblem, signUpRefusal, cancelRefusal } =
  domain("inscricoes")

/** An instant field in milliseconds; null when unset. */
function millisOf(record, field) {
  const value = record.getDateTime(field)
  return value.isZero() ? null : value.time().unixMilli()
}

/** 400 with the refusal's message, on the `evento` field (the site reads its code). */
function refuse(key) {
  const { code, message } = INSCRICAO_RECUSAS[key]
  return new BadRequestError(message, { evento: new ValidationError(code, message) })
}

function eventoOf(app, id) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const evento = id ? findOrNull(() => app.findRecordById("eventos", id)) : null
  if (!evento) throw new NotFoundError("Evento não encontrado.")
  return evento
}

function countOf(app, eventoId, status) {
  return app.findRecordsByFilter("inscricoes", "evento = {:evento} && status = {:status}", "", 0, 0, {
    evento: eventoId,
    status,
  }).length
}

/** The save of a new sign-up, whoever sends it: its status from the places taken, in its transaction. */
function decideStatus(e) {
  e.app.runInTransaction((tx) => {
    const evento = eventoOf(tx, e.record.getString("evento"))
    const confirmadas = countOf(tx, evento.id, "confirmada")
    e.record.set("status", statusForNew(confirmadas, evento.getInt("capacidade")))
    e.app = tx
    e.next()
  })
}

/**
 * A member's sign-up through the API (the rule has let in only their own, as an active member or
 * board member): refused for an event without places, begun, or closed, or a second time; made with
 * its activity entry. A superuser (the demo seed) signs anybody up, without the checks.
 */
function signUp(e) {
  if (e.hasSuperuserAuth()) {
    e.next()
    return
  }
  const evento = eventoOf(e.app, e.record.getString("evento"))
  const refusal = signUpRefusal({
    capacidade: evento.getInt("capacidade"),
    inicio: millisOf(evento, "data_evento") || 0,
    ate: millisOf(evento, "inscricoes_ate"),
    agora: Date.now(),
  })
  if (refusal) throw refuse(refusal)
  const existing = e.app.findRecordsByFilter(
    "inscricoes",
    "evento = {:evento} && conta = {:conta}",
    "",
    1,
    0,
    { evento: evento.id, conta: e.record.getString("conta") },
  )
  if (existing.length > 0) throw refuse("repetida")
  const titulo = evento.getString("titulo")
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "inscricoes", (r) =>
    describe(r.getString("status") === "confirmada" ? "presenca_confirmada" : "lista_de_espera", { titulo }),
  )
}

/**
 * Gives the event's free places to the first waiting, each with its activity entry and its e-mail
 * queued in the same transaction (`tx`).
 */
function fillPlaces(tx, eventoId) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { enqueue } = require(`${__hooks}/lib/envios.js`)
  const evento = findOrNull(() => tx.findRecordById("eventos", eventoId))
  if (!evento) return
  const free = placesToFill(countOf(tx, eventoId, "confirmada"), evento.getInt("capacidade"))
  // A limit of 0 reads every waiting sign-up: with no free place, stop here.
  if (free === 0) return
  // In the order the waiting list shows: its view's `posicao` (migration 1795920000_inscricoes.js).
  const waiting = tx.findRecordsByFilter(
    "inscricoes_fila",
    "evento = {:evento} && status = 'espera'",
    "posicao",
    free,
    0,
    { evento: eventoId },
  )
  for (const place of waiting) {
    const inscricao = tx.findRecordById("inscricoes", place.id)
    inscricao.set("status", "confirmada")
    tx.save(inscricao)
    const conta = inscricao.getString("conta")
    enqueue(tx, "vaga_confirmada", inscricao.id, [conta])
    const pessoa = findOrNull(() => tx.findRecordById("cadastro_geral", conta))
    const nome = pessoa ? pessoa.getString("nome") : ""
    recordAtividade(
      tx,
      null,
      "inscricoes",
      inscricao.id,
      describe("vaga_preenchida", { nome, titulo: evento.getString("titulo") }),
    )
  }
}

/**
 * A cancellation through the API (the rule lets each person cancel their own): refused once the
 * event has begun; the deletion, its activity entry and the promotion of the oldest waiting in one
 * transaction. (A deletion by cascade, its event deleted, promotes nobody.)
 */
function cancel(e) {
  const evento = eventoOf(e.app, e.record.getString("evento"))
  if (!e.hasSuperuserAuth()) {
    const refusal = cancelRefusal({ inicio: millisOf(evento, "data_evento") || 0, agora: Date.now() })
    if (refusal) throw refuse(refusal)
  }
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    recordAtividade(
      tx,
      e.auth,
      "inscricoes",
      e.record.id,
      describe("presenca_cancelada", { titulo: evento.getString("titulo") }),
    )
    fillPlaces(tx, evento.id)
  })
}

/**
 * An event saved with another number of places, whatever the door: fewer than the confirmed
 * sign-ups is refused (on `capacidade`), more gives the new places to the waiting; both counted in
 * the save's transaction, so a sign-up at the same moment is counted or waits its turn.
 */
function onCapacityChange(e) {
  const before = e.record.original().getInt("capacidade")
  const after = e.record.getInt("capacidade")
  if (after === before) {
    e.next()
    return
  }
  e.app.runInTransaction((tx) => {
    const problem = after < before ? capacityProblem(after, countOf(tx, e.record.id, "confirmada")) : null
    if (problem) {
      throw new BadRequestError(problem, {
        capacidade: new ValidationError("capacidade_abaixo_das_confirmadas", problem),
      })
    }
    e.app = tx
    e.next()
    if (after > before) fillPlaces(tx, e.record.id)
  })
}

module.exports = { decideStatus, signUp, cancel, onCapacityChange, millisOf }
