// @ts-check
// /painel/escolinha: the school's classes (docs/decisions/youth-school.md#classes-and-the-roll), each
// with its coach's name, its enrolled children against its places and how many wait. The president
// and the coordinator see every class, the current coaches to choose from, and the class a dialog
// (?acao=editar&id=...) opens; a coach sees only the classes they coach.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** PocketBase's lists as the records they hold. */
const records = (/** @type {unknown} */ list) => /** @type {core.Record[]} */ (list)

/** The current 'Professor da Escolinha' seats' accounts, by name. */
function professoresOf(/** @type {CoreApp} */ app) {
  const { holdsSchoolSeat, SEAT_FIELDS } = domain("papeis")
  const { PROFESSOR_ESCOLINHA, TIPO_ESCOLINHA } = domain("cargos")
  /** @type {Record<string, string>} */
  const nomes = {}
  const seats = records(
    app.findRecordsByFilter("diretoria", "tipo = {:tipo}", "", 0, 0, { tipo: TIPO_ESCOLINHA }),
  )
  for (const record of seats) {
    const seat = /** @type {import("../../../../app/domain/papeis.js").Seat} */ ({})
    for (const field of SEAT_FIELDS) seat[field] = record.getString(field)
    const conta = record.getString("idCadGeral")
    if (conta && holdsSchoolSeat([seat], PROFESSOR_ESCOLINHA)) nomes[conta] = ""
  }
  const ids = Object.keys(nomes)
  const contas = ids.length ? records(app.findRecordsByIds("cadastro_geral", ids)) : []
  return contas
    .map((conta) => ({ id: conta.id, nome: conta.getString("nome") }))
    .sort((a, b) => a.nome.localeCompare(b.nome))
}

module.exports = {
  caminho: "/painel/escolinha",
  area: "escolinha",
  colecoes: ["turmas"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    const { can } = domain("acessos")
    const manage = can(quem, "manageEscolinha")
    const lista = records(
      manage
        ? app.findRecordsByFilter("turmas", "id != ''", "nome", 0, 0)
        : app.findRecordsByFilter("turmas", "professor = {:id}", "nome", 0, 0, { id: quem.id }),
    )
    const counts = require(`${__hooks}/lib/escolinha-vagas.js`).countsByTurma(app)
    const coachIds = lista
      .map((r) => r.getString("professor"))
      .filter((id, i, all) => id && all.indexOf(id) === i)
    /** @type {Record<string, string>} */
    const coachNames = {}
    for (const conta of coachIds.length ? records(app.findRecordsByIds("cadastro_geral", coachIds)) : [])
      coachNames[conta.id] = conta.getString("nome")
    const turmas = lista.map((record) => {
      const count = counts[record.id] || { matriculado: 0, espera: 0 }
      return {
        id: record.id,
        nome: record.getString("nome"),
        ano_inicio: record.getInt("ano_inicio"),
        ano_fim: record.getInt("ano_fim"),
        dias: record.getStringSlice("dias"),
        hora_inicio: record.getString("hora_inicio"),
        hora_fim: record.getString("hora_fim"),
        local: record.getString("local"),
        professor: record.getString("professor"),
        professor_nome: coachNames[record.getString("professor")] || "",
        vagas: record.getInt("vagas"),
        matriculados: count.matriculado,
        espera: count.espera,
      }
    })
    // The certificates' daily e-mails: those who run the school see that the job runs.
    const execucao = manage
      ? require(`${__hooks}/lib/execucoes.js`).lastRun(app, domain("escolinha").TAREFA_ATESTADOS)
      : null
    return { turmas, gerencia: manage, professores: manage ? professoresOf(app) : [], execucao }
  },
}
