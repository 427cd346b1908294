// @ts-check
// Reservations: the overlap invariant, the typed rules of a member's request, and the decision's
// activity entry and e-mail. Used by reservas.pb.js (each hook handler runs in its own context,
// where only require()d modules are visible).

const { domain } = require(`${__hooks}/lib/domain.js`)
const { addDays, formatDate, dayInSaoPaulo, storedDate } = domain("datas")
// The booking rules, their words and codes: app/domain/reservas.js, which the site's form runs too.
const { checkReserva, RESERVA_CODIGOS, RESERVA_MENSAGENS } = domain("reservas")

/** The stored calendar day (midnight UTC) as yyyy-MM-dd; "" when unset. */
function dayOf(reserva) {
  const data = reserva.getDateTime("data")
  return data.isZero() ? "" : data.string().slice(0, 10)
}

/**
 * True when an approved reservation other than `reserva` takes part of its time on its space (the
 * same `espacos` record, docs/decisions/reservations.md#spaces-are-records) and day.
 */
function overlapsApproved(app, reserva) {
  const day = dayOf(reserva)
  if (!day) return false
  // Intervals are [start, end): one may end at the very minute the next begins.
  const others = app.findRecordsByFilter(
    "reservas",
    "id != {:id} && espaco = {:espaco} && status = 'aprovado' && data >= {:from} && data < {:to} && hora_inicio < {:end} && hora_fim > {:start}",
    "",
    1,
    0,
    {
      id: reserva.id,
      espaco: reserva.getString("espaco"),
      from: storedDate(day),
      to: storedDate(addDays(day, 1)),
      start: reserva.getString("hora_inicio"),
      end: reserva.getString("hora_fim"),
    },
  )
  return others.length > 0
}

function needsOverlapCheck(reserva) {
  const status = reserva.getString("status")
  return status === "aprovado" || (reserva.isNew() && (status === "pendente" || status === ""))
}

/**
 * The save of a reservation (create or update, whoever sends it): a new one, or one moved to another
 * space, only for an active space; an approved one, or a new pending one, is refused when it overlaps an approved reservation of the same space and day. The check and
 * the save share one transaction, and PocketBase runs one write transaction at a time, so two
 * overlapping approvals at once leave exactly one approved. (A status change made from a status no
 * longer stored is refused earlier, by the update request's hook: lib/mudancas.js.)
 */
function saveReserva(e) {
  const reserva = e.record
  const overlap = needsOverlapCheck(reserva)
  const newSpace = reserva.isNew() || reserva.getString("espaco") !== reserva.original().getString("espaco")
  if (!overlap && !newSpace) {
    e.next()
    return
  }
  e.app.runInTransaction((tx) => {
    if (newSpace) require(`${__hooks}/lib/espacos.js`).requireActiveEspaco(tx, reserva.getString("espaco"))
    if (overlap && overlapsApproved(tx, reserva)) {
      throw new BadRequestError("Horário ocupado.", {
        hora_inicio: new ValidationError(RESERVA_CODIGOS.ocupado, RESERVA_MENSAGENS.ocupado),
      })
    }
    e.app = tx
    e.next()
  })
}

/**
 * A member's request through the API (superusers excepted: the seed and the dashboard may store past
 * or out-of-hours reservations) keeps the booking rules (app/domain/reservas.js: at least 7 days
 * ahead of São Paulo's today, 8h to 22h, ending after it starts, 1 to 100 people). The name comes
 * from the account, never from the body; always pendente.
 */
function checkReservaRequest(e) {
  const reserva = e.record
  const refusals = checkReserva({
    day: dayOf(reserva),
    today: dayInSaoPaulo(new Date()),
    start: reserva.getString("hora_inicio"),
    end: reserva.getString("hora_fim"),
    people: reserva.getFloat("capacidade"),
  })
  const fields = Object.keys(refusals)
  if (fields.length > 0) {
    const errors = {}
    for (const field of fields)
      errors[field] = new ValidationError(refusals[field].code, refusals[field].message)
    throw new BadRequestError("Não foi possível criar a reserva.", errors)
  }
  if (e.auth) reserva.set("associado_nome", e.auth.getString("nome"))
  reserva.set("status", "pendente")
}

/** "aprovado" or "rejeitado" when this update is the president's decision on a pending reservation. */
function decisionOf(reserva) {
  const status = reserva.getString("status")
  const before = reserva.original().getString("status")
  return before === "pendente" && (status === "aprovado" || status === "rejeitado") ? status : null
}

function describeDecision(app, reserva) {
  const { espacoNameOf } = require(`${__hooks}/lib/espacos.js`)
  const kind = reserva.getString("status") === "aprovado" ? "reserva_aprovada" : "reserva_rejeitada"
  return require(`${__hooks}/lib/atividades.js`).describe(kind, {
    associado: reserva.getString("associado_nome"),
    espaco: espacoNameOf(app, reserva),
    dia: formatDate(dayOf(reserva)),
  })
}

/** Tells the member the decision; true when the e-mail went out (a failure never undoes the decision). */
function notifyDecision(app, reserva) {
  const { send } = require(`${__hooks}/lib/email.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { escapeHtml, frameEmail } = domain("email")
  const conta = findOrNull(() => app.findRecordById("cadastro_geral", reserva.getString("associado_id")))
  if (!conta) return false
  const approved = reserva.getString("status") === "aprovado"
  const name = conta.getString("nome") || reserva.getString("associado_nome")
  const when = `${escapeHtml(formatDate(dayOf(reserva)))}, das ${escapeHtml(reserva.getString("hora_inicio"))} às ${escapeHtml(reserva.getString("hora_fim"))}`
  const space = escapeHtml(require(`${__hooks}/lib/espacos.js`).espacoNameOf(app, reserva))
  const paragraph = approved
    ? `<p>Sua reserva de <strong>${space}</strong> para ${when} foi aprovada.</p>`
    : `<p>Sua reserva de <strong>${space}</strong> para ${when} não foi aprovada. Se quiser, faça um novo pedido com outra data ou horário pelo painel.</p>`
  return send(app, {
    to: conta.email(),
    name,
    ...frameEmail({
      nome: name,
      site: app.settings().meta.appName,
      subject: approved ? "Sua reserva foi aprovada" : "Sua reserva foi rejeitada",
      paragraphs: [paragraph],
    }),
  })
}

module.exports = { saveReserva, checkReservaRequest, decisionOf, describeDecision, notifyDecision }
