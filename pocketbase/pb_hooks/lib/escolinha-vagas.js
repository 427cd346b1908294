// @ts-check
// A class's places (docs/decisions/youth-school.md#enrolment-from-the-requests): a child is enrolled
// while the class has a free place, else waits in line by `espera_desde`; a place freed (a child
// leaves, or the class gets more places) goes to the first waiting, with an activity entry and an
// e-mail to the guardian (kind "vaga_escolinha"). Every decision counts the enrolled inside the
// write's transaction, and PocketBase runs one write transaction at a time, so two enrolments racing
// for the last place get one place and one turn in line (as an event's places:
// docs/decisions/events.md#places-are-kept-by-pocketbase).

const { findOrNull } = require(`${__hooks}/lib/records.js`)

/** How many children of the class `turmaId` have `status`. */
function countAlunos(app, turmaId, status) {
  return app.findRecordsByFilter("alunos", "turma = {:turma} && status = {:status}", "", 0, 0, {
    turma: turmaId,
    status,
  }).length
}

/** Each class's children by status: { [turma]: { matriculado, espera } }. */
function countsByTurma(/** @type {CoreApp} */ app) {
  const rows = arrayOf(new DynamicModel({ turma: "", status: "", total: 0 }))
  app
    .db()
    .newQuery(
      "SELECT turma, status, COUNT(*) AS total FROM alunos WHERE status != 'encerrado' GROUP BY turma, status",
    )
    .all(rows)
  /** @type {Record<string, { matriculado: number, espera: number }>} */
  const counts = {}
  for (const row of rows) {
    const count = counts[row.turma] || (counts[row.turma] = { matriculado: 0, espera: 0 })
    if (row.status === "matriculado") count.matriculado = row.total
    if (row.status === "espera") count.espera = row.total
  }
  return counts
}

/** The class's free places now (0 when full or over). */
function freePlaces(app, turma) {
  return Math.max(0, turma.getInt("vagas") - countAlunos(app, turma.id, "matriculado"))
}

/** A waiting child's turn in its class's line (1 the next to get a place), by `espera_desde`. */
function positionOf(app, aluno) {
  const earlier = app.findRecordsByFilter(
    "alunos",
    "turma = {:turma} && status = 'espera' && (espera_desde < {:desde} || (espera_desde = {:desde} && id < {:id}))",
    "",
    0,
    0,
    { turma: aluno.getString("turma"), desde: aluno.getString("espera_desde"), id: aluno.id },
  )
  return earlier.length + 1
}

/**
 * Gives the class's free places to the first waiting (by `espera_desde`), inside the caller's
 * transaction `tx`: each enrolled, with its activity entry and its guardian's e-mail queued.
 */
function fillPlaces(tx, turmaId) {
  const turma = findOrNull(() => tx.findRecordById("turmas", turmaId))
  if (!turma) return
  const free = freePlaces(tx, turma)
  // A limit of 0 reads every waiting child: with no free place, stop here.
  if (free === 0) return
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { enqueue } = require(`${__hooks}/lib/envios.js`)
  const { toPocketBaseDateTime } = require(`${__hooks}/lib/domain.js`).domain("datas")
  const waiting = tx.findRecordsByFilter(
    "alunos",
    "turma = {:turma} && status = 'espera'",
    "espera_desde,id",
    free,
    0,
    { turma: turmaId },
  )
  for (const aluno of waiting) {
    aluno.set("status", "matriculado")
    aluno.set("matriculado_em", toPocketBaseDateTime(new Date()))
    tx.save(aluno)
    enqueue(tx, "vaga_escolinha", aluno.id, [aluno.getString("responsavel")])
    recordAtividade(
      tx,
      null,
      "alunos",
      aluno.id,
      describe("aluno_vaga_preenchida", { nome: aluno.getString("nome"), turma: turma.getString("nome") }),
    )
  }
}

/**
 * A child saved: when it held a place and no longer does (it left, or moved to another class), the
 * freed place goes to the first waiting, in the save's transaction.
 */
function onAlunoUpdate(e) {
  const before = e.record.original()
  const heldPlace = before.getString("status") === "matriculado"
  const left =
    heldPlace &&
    (e.record.getString("status") !== "matriculado" ||
      e.record.getString("turma") !== before.getString("turma"))
  if (!left) {
    e.next()
    return
  }
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    fillPlaces(tx, before.getString("turma"))
  })
}

/** A child deleted (by hand, the retention or its guardian's account): its place, if it held one, is filled. */
function onAlunoDelete(e) {
  if (e.record.getString("status") !== "matriculado") {
    e.next()
    return
  }
  const turmaId = e.record.getString("turma")
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    fillPlaces(tx, turmaId)
  })
}

/** A class saved with more places, whatever the door: the new places go to the waiting, in its transaction. */
function onVagasChange(e) {
  if (e.record.getInt("vagas") <= e.record.original().getInt("vagas")) {
    e.next()
    return
  }
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    fillPlaces(tx, e.record.id)
  })
}

module.exports = {
  countAlunos,
  countsByTurma,
  freePlaces,
  positionOf,
  fillPlaces,
  onAlunoUpdate,
  onAlunoDelete,
  onVagasChange,
}
