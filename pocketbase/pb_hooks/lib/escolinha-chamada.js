// @ts-check
// A class's roll (docs/decisions/youth-school.md#classes-and-the-roll): POST
// /api/associacao/escolinha/turmas/{id}/chamada { data, presentes: [aluno ids] }. Only who calls the
// roll (takeChamada), a coach only for their own class; the day not after today (São Paulo's); only
// the class's enrolled children. In one transaction the day's rows become one per enrolled child
// (the unique index on aluno and data), each present when listed, registrado_por the author.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The class's enrolled children, by name. */
function enrolledOf(/** @type {CoreApp} */ app, /** @type {string} */ turmaId) {
  return /** @type {core.Record[]} */ (
    app.findRecordsByFilter("alunos", "turma = {:turma} && status = 'matriculado'", "nome", 0, 0, {
      turma: turmaId,
    })
  )
}

/** The route's handler. */
function saveChamada(e) {
  const { schoolAccessOf, turmaFor } = require(`${__hooks}/lib/escolinha-acesso.js`)
  const { CHAMADA_MENSAGENS, chamadaSalva } = domain("escolinha-turmas")
  const { toIsoDay, todayInSaoPaulo, storedDate } = domain("datas")
  const quem = schoolAccessOf(e)
  if (!quem.chamada) throw new ForbiddenError(CHAMADA_MENSAGENS.professor)
  const body = e.requestInfo().body || {}
  const data = toIsoDay(String(body.data || ""))
  if (!data || data > todayInSaoPaulo())
    throw new BadRequestError(CHAMADA_MENSAGENS.data, {
      data: new ValidationError("chamada_data", CHAMADA_MENSAGENS.data),
    })
  const sent = Array.isArray(body.presentes) ? body.presentes.map(String) : []
  const turmaId = e.request.pathValue("id")
  let presentes = 0
  let faltas = 0
  e.app.runInTransaction((tx) => {
    const { findOrNull } = require(`${__hooks}/lib/records.js`)
    if (!findOrNull(() => tx.findRecordById("turmas", turmaId)))
      throw new NotFoundError(CHAMADA_MENSAGENS.turma)
    if (!turmaFor(tx, quem, turmaId)) throw new ForbiddenError(CHAMADA_MENSAGENS.professor)
    const alunos = enrolledOf(tx, turmaId)
    const ids = alunos.map((aluno) => aluno.id)
    if (!sent.every((id) => ids.indexOf(id) >= 0)) throw new BadRequestError(CHAMADA_MENSAGENS.aluno)
    const dia = storedDate(data)
    // The day's rows of children no longer in the class go: the roll is the class's as it is now.
    tx.db()
      .newQuery("DELETE FROM chamadas WHERE turma = {:turma} AND data = {:dia}")
      .bind({ turma: turmaId, dia })
      .execute()
    const colecao = tx.findCollectionByNameOrId("chamadas")
    for (const aluno of alunos) {
      // A child moved here today may hold a row of their former class: one row per child and day.
      tx.db()
        .newQuery("DELETE FROM chamadas WHERE aluno = {:aluno} AND data = {:dia}")
        .bind({ aluno: aluno.id, dia })
        .execute()
      const presente = sent.indexOf(aluno.id) >= 0
      const row = new Record(colecao)
      row.set("aluno", aluno.id)
      row.set("turma", turmaId)
      row.set("data", dia)
      row.set("presente", presente)
      row.set("registrado_por", quem.id)
      tx.save(row)
      if (presente) presentes++
      else faltas++
    }
  })
  return e.json(200, { ok: true, data, presentes, faltas, message: chamadaSalva(data, presentes, faltas) })
}

/**
 * The roll of `turmaId` on `data` (yyyy-MM-dd) as the coach's page shows it: each enrolled child
 * with the certificate's mark, the guardian's phone, and that day's saved mark (null before any).
 * @param {CoreApp} app
 * @param {string} turmaId
 * @param {string} data
 */
function rollOf(app, turmaId, data) {
  const { storedDate, todayInSaoPaulo } = domain("datas")
  const { atestadosOf, guardiansOf } = require(`${__hooks}/lib/escolinha-turma-leitura.js`)
  const alunos = enrolledOf(app, turmaId)
  const ids = alunos.map((aluno) => aluno.id)
  const atestados = atestadosOf(app, ids, todayInSaoPaulo())
  const responsaveis = guardiansOf(app, alunos)
  /** @type {Record<string, boolean>} */
  const marcados = {}
  for (const row of /** @type {core.Record[]} */ (
    app.findRecordsByFilter("chamadas", "turma = {:turma} && data = {:dia}", "", 0, 0, {
      turma: turmaId,
      dia: storedDate(data),
    })
  ))
    marcados[row.getString("aluno")] = row.getBool("presente")
  return alunos.map((aluno) => ({
    id: aluno.id,
    nome: aluno.getString("nome"),
    atestado: atestados[aluno.id],
    responsavel: responsaveis[aluno.getString("responsavel")] || { nome: "", telefone: "" },
    presente: Object.prototype.hasOwnProperty.call(marcados, aluno.id) ? marcados[aluno.id] : null,
  }))
}

module.exports = { enrolledOf, saveChamada, rollOf }
