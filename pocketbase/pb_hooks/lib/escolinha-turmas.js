// @ts-check
// A class as PocketBase keeps it (docs/decisions/youth-school.md#classes-and-the-roll), whatever its
// door, beside the shared rule's checks (turmas.pb.js): the coach a current 'Professor da Escolinha'
// seat when chosen or changed (a coach whose seat ended stays on the class until someone changes
// it), and no class deleted while a child's record points at it.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A save (create or update): a newly chosen coach holds a current coach's seat. */
function checkProfessor(e) {
  const record = /** @type {core.Record} */ (e.record)
  const professor = record.getString("professor")
  const before = record.isNew() ? "" : record.original().getString("professor")
  if (professor && professor !== before) {
    const { listSeats } = require(`${__hooks}/lib/diretoria.js`)
    const { holdsSchoolSeat } = domain("papeis")
    const { PROFESSOR_ESCOLINHA } = domain("cargos")
    const { TURMA_MENSAGENS } = domain("escolinha-turmas")
    if (!holdsSchoolSeat(listSeats(e.app, professor), PROFESSOR_ESCOLINHA))
      throw new BadRequestError(TURMA_MENSAGENS.professor, {
        professor: new ValidationError("turma_professor", TURMA_MENSAGENS.professor),
      })
  }
  e.next()
}

/** A deletion, refused while any child's record (enrolled, waiting or ended) names the class. */
function checkTurmaDelete(e) {
  const { ESCOLINHA_MENSAGENS } = domain("escolinha")
  const alunos = e.app.findRecordsByFilter("alunos", "turma = {:turma}", "", 1, 0, { turma: e.record.id })
  if (alunos.length > 0)
    throw new BadRequestError(ESCOLINHA_MENSAGENS.turmaComAlunos, {
      turma: new ValidationError("turma_com_alunos", ESCOLINHA_MENSAGENS.turmaComAlunos),
    })
  e.next()
}

module.exports = { checkProfessor, checkTurmaDelete }
