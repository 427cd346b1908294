// @ts-check
// The youth school's classes (docs/decisions/youth-school.md): what a class must hold is checked
// whatever the door (app/domain/escolinha-turmas.js turmaProblems), and more places go to the
// waiting line in the save's transaction (lib/escolinha-vagas.js).

onRecordValidate((e) => {
  const { turmaProblems } = require(`${__hooks}/lib/domain.js`).domain("escolinha-turmas")
  const r = /** @type {core.Record} */ (e.record)
  const problems = turmaProblems({
    nome: r.getString("nome"),
    ano_inicio: r.getInt("ano_inicio"),
    ano_fim: r.getInt("ano_fim"),
    dias: r.getStringSlice("dias"),
    hora_inicio: r.getString("hora_inicio"),
    hora_fim: r.getString("hora_fim"),
    local: r.getString("local"),
    vagas: r.getInt("vagas"),
  })
  const fields = Object.keys(problems)
  if (fields.length > 0) {
    const data = {}
    for (const field of fields) data[field] = new ValidationError("turma_invalida", problems[field])
    throw new BadRequestError(problems[fields[0]], data)
  }
  e.next()
}, "turmas")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/escolinha-vagas.js`).onVagasChange(e)
}, "turmas")

// The coach a current 'Professor da Escolinha' seat, and no class deleted while a child's record
// names it (lib/escolinha-turmas.js; docs/decisions/youth-school.md#classes-and-the-roll).
onRecordValidate((e) => {
  require(`${__hooks}/lib/escolinha-turmas.js`).checkProfessor(e)
}, "turmas")

onRecordDelete((e) => {
  require(`${__hooks}/lib/escolinha-turmas.js`).checkTurmaDelete(e)
}, "turmas")
