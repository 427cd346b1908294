// @ts-check
// The youth school's classes and their roll (docs/decisions/youth-school.md#classes-and-the-roll):
// what a class must hold, the roll's messages, and how the pages say places, birth years and
// attendance. The panel's forms and PocketBase's hooks read the same rules.

const {
  DIAS,
  ESCOLINHA_HORA_INICIO,
  ESCOLINHA_HORA_FIM,
  ESCOLINHA_MENSAGENS,
  TURMA_NOME_MAX,
  TURMA_LOCAL_MAX,
  TURMA_VAGAS_MAX,
} = require("./escolinha.js")

/** @typedef {import("./escolinha.js").Dia} Dia */

const HORA_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * What is wrong with a class as typed, field → message (none: an empty object): the name, the birth
 * years in order, at least one weekday, the time within the school's hours (the end after the
 * start), the place and the places. The panel's form and PocketBase's hook ask the same.
 * @param {{ nome: string, ano_inicio: number, ano_fim: number, dias: readonly string[], hora_inicio: string, hora_fim: string, local: string, vagas: number }} turma
 */
function turmaProblems(turma) {
  /** @type {Record<string, string>} */
  const problems = {}
  if (!turma.nome.trim() || turma.nome.length > TURMA_NOME_MAX) problems.nome = ESCOLINHA_MENSAGENS.turmaNome
  const anos = [turma.ano_inicio, turma.ano_fim]
  if (
    !anos.every((ano) => Number.isInteger(ano) && ano >= 2000 && ano <= 2100) ||
    turma.ano_inicio > turma.ano_fim
  )
    problems.ano_fim = ESCOLINHA_MENSAGENS.anos
  if (turma.dias.length === 0 || !turma.dias.every((dia) => DIAS.indexOf(/** @type {Dia} */ (dia)) >= 0))
    problems.dias = ESCOLINHA_MENSAGENS.dias
  const inicio = `${ESCOLINHA_HORA_INICIO < 10 ? "0" : ""}${ESCOLINHA_HORA_INICIO}:00`
  const fim = `${ESCOLINHA_HORA_FIM < 10 ? "0" : ""}${ESCOLINHA_HORA_FIM}:00`
  const { hora_inicio: de, hora_fim: ate } = turma
  if (!HORA_PATTERN.test(de) || !HORA_PATTERN.test(ate) || de < inicio || ate > fim || ate <= de)
    problems.hora_fim = ESCOLINHA_MENSAGENS.hora
  if (!turma.local.trim() || turma.local.length > TURMA_LOCAL_MAX) problems.local = ESCOLINHA_MENSAGENS.local
  if (!Number.isInteger(turma.vagas) || turma.vagas < 1 || turma.vagas > TURMA_VAGAS_MAX)
    problems.vagas = ESCOLINHA_MENSAGENS.vagas
  return problems
}

const CHAMADA_MENSAGENS = /** @type {const} */ ({
  data: "Informe a data da chamada, até hoje.",
  turma: "Turma não encontrada.",
  professor: "Só o professor da turma, a coordenação e a presidência fazem a chamada.",
  aluno: "A chamada tem uma criança que não está matriculada nesta turma.",
  atestadoAluno: "Escolha uma criança matriculada.",
})

/** The roll's flash message: 'Chamada de 28/11/2026 salva: 9 presentes, 1 falta.' (`data` yyyy-MM-dd). */
function chamadaSalva(
  /** @type {string} */ data,
  /** @type {number} */ presentes,
  /** @type {number} */ faltas,
) {
  const dia = `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`
  const p = `${presentes} ${presentes === 1 ? "presente" : "presentes"}`
  const f = `${faltas} ${faltas === 1 ? "falta" : "faltas"}`
  return `Chamada de ${dia} salva: ${p}, ${f}.`
}

/** '80% de presença': the share of the days a child was marked present (null: no roll yet). */
function frequenciaLabel(/** @type {number} */ presentes, /** @type {number} */ chamadas) {
  return chamadas === 0 ? null : `${Math.round((presentes * 100) / chamadas)}% de presença`
}

/** The class's places as the panel says them: '9 de 12 vagas'. */
const vagasLabel = (/** @type {number} */ matriculados, /** @type {number} */ vagas) =>
  `${matriculados} de ${vagas} vagas`

/** The public page's places: 'Restam N vagas', or 'Turma lotada: lista de espera'. */
function vagasRestantesLabel(/** @type {number} */ matriculados, /** @type {number} */ vagas) {
  const restam = vagas - matriculados
  if (restam <= 0) return "Turma lotada: lista de espera"
  return restam === 1 ? "Resta 1 vaga" : `Restam ${restam} vagas`
}

/** The birth years a class takes, as the pages say them: 'Nascidos em 2019 e 2020'. */
function anosLabel(/** @type {{ ano_inicio: number, ano_fim: number }} */ turma) {
  if (turma.ano_inicio === turma.ano_fim) return `Nascidos em ${turma.ano_inicio}`
  if (turma.ano_fim === turma.ano_inicio + 1) return `Nascidos em ${turma.ano_inicio} e ${turma.ano_fim}`
  return `Nascidos de ${turma.ano_inicio} a ${turma.ano_fim}`
}

exports.turmaProblems = turmaProblems
exports.CHAMADA_MENSAGENS = CHAMADA_MENSAGENS
exports.chamadaSalva = chamadaSalva
exports.frequenciaLabel = frequenciaLabel
exports.vagasLabel = vagasLabel
exports.vagasRestantesLabel = vagasRestantesLabel
exports.anosLabel = anosLabel

const TURMA_MENSAGENS = /** @type {const} */ ({
  professor: "Escolha um professor com cargo atual de Professor da Escolinha.",
  turmaExcluida: "Turma excluída",
})
exports.TURMA_MENSAGENS = TURMA_MENSAGENS
