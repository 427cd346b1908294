// @ts-check
// The youth football school (docs/decisions/youth-school.md): whom it takes and when it meets, as the
// pages say it and the request form checks it; its classes (`turmas`) and children (`alunos`), their
// statuses, the age rule and the class a birth year goes to, the health certificate's validity, and
// the messages. The site's forms and PocketBase's hooks read the same rules.

const { addDays, addMonths, daysBetween } = require("./datas.js")
const { ATESTADO_VALIDADE_MESES_PADRAO } = require("./escolinha-configuracoes.js")

const ESCOLINHA_IDADE_MINIMA = 5
const ESCOLINHA_IDADE_MAXIMA = 10
/** The earliest birth date the request form takes (yyyy-MM-dd). */
const ESCOLINHA_NASCIMENTO_MINIMO = "2006-01-01"
/** The school's hours, Monday to Friday. */
const ESCOLINHA_HORA_INICIO = 14
const ESCOLINHA_HORA_FIM = 17

/** The weekdays a class may meet (`turmas.dias`), as the pages name them. */
const DIAS_LABELS = /** @type {const} */ ({
  seg: "Segunda",
  ter: "Terça",
  qua: "Quarta",
  qui: "Quinta",
  sex: "Sexta",
})
/** @typedef {keyof typeof DIAS_LABELS} Dia */
const DIAS = /** @type {Dia[]} */ (Object.keys(DIAS_LABELS))

/** A child's place (`alunos.status`): enrolled, waiting for a place in the class, or ended. */
const ALUNO_STATUS_LABELS = /** @type {const} */ ({
  matriculado: "Matriculado",
  espera: "Lista de espera",
  encerrado: "Matrícula encerrada",
})
/** @typedef {keyof typeof ALUNO_STATUS_LABELS} AlunoStatus */
const ALUNO_STATUS = /** @type {AlunoStatus[]} */ (Object.keys(ALUNO_STATUS_LABELS))

/** The fields' limits. */
const TURMA_NOME_MAX = 40
const TURMA_LOCAL_MAX = 120
const TURMA_VAGAS_MAX = 60
const ALUNO_NOME_MAX = 120

/**
 * The health certificate, in days before it expires: the class list's warning and the guardian's
 * e-mail (its validity and the children's retention are settings: escolinha-configuracoes.js).
 */
const ATESTADO_AVISO_DIAS = 15
const ATESTADO_EMAIL_DIAS = 30
/** The attendance rate's window, in days up to today. */
const FREQUENCIA_DIAS = 30

const ESCOLINHA_MENSAGENS = /** @type {const} */ ({
  idade: (/** @type {number} */ anos) =>
    `A criança tem ${anos} ${anos === 1 ? "ano" : "anos"}: a escolinha atende crianças de ${ESCOLINHA_IDADE_MINIMA} a ${ESCOLINHA_IDADE_MAXIMA} anos.`,
  semTurma: (/** @type {number} */ ano) => `Nenhuma turma recebe crianças nascidas em ${ano}.`,
  turma: "Escolha a turma.",
  turmaNome: "Informe o nome da turma.",
  anos: "Informe os anos de nascimento: o primeiro não pode vir depois do último.",
  dias: "Escolha ao menos um dia da semana.",
  hora: `Informe o horário, entre ${ESCOLINHA_HORA_INICIO}h e ${ESCOLINHA_HORA_FIM}h, o fim depois do início.`,
  local: "Informe o local.",
  vagas: `Informe as vagas, de 1 a ${TURMA_VAGAS_MAX}.`,
  turmaComAlunos: "A turma tem alunos: transfira-os antes de excluí-la.",
  jaMatriculado: "Este pedido já foi matriculado.",
  alunoNome: "Informe o nome da criança.",
  atestadoData: "Informe a data do atestado, até hoje.",
  semConsentimento: "A matrícula precisa da autorização do responsável para o tratamento dos dados.",
  semImagem: (/** @type {string} */ nome) =>
    `${nome} não tem autorização de uso de imagem: a foto não pode ser publicada.`,
  semMarcacao: "Marque as crianças que aparecem na foto, ou 'Nenhuma criança identificável'.",
  naoEncontrado: "Aluno não encontrado.",
})

/** Whole years of age on `dia` of someone born on `nascimento` (both yyyy-MM-dd). */
function ageOn(/** @type {string} */ nascimento, /** @type {string} */ dia) {
  const anos = Number(dia.slice(0, 4)) - Number(nascimento.slice(0, 4))
  return dia.slice(5, 10) < nascimento.slice(5, 10) ? anos - 1 : anos
}

/** The reason a child born on `nascimento` cannot be enrolled on `dia`, or null (5 to 10 years, both included). */
function ageProblem(/** @type {string} */ nascimento, /** @type {string} */ dia) {
  const anos = ageOn(nascimento, dia)
  return anos < ESCOLINHA_IDADE_MINIMA || anos > ESCOLINHA_IDADE_MAXIMA
    ? ESCOLINHA_MENSAGENS.idade(anos)
    : null
}

/**
 * The class that takes a child born on `nascimento`: the first whose birth years hold its year.
 * @template {{ ano_inicio: number, ano_fim: number }} T
 * @param {readonly T[]} turmas
 * @param {string} nascimento
 * @returns {T | null}
 */
function turmaForBirth(turmas, nascimento) {
  const ano = Number(nascimento.slice(0, 4))
  for (const turma of turmas) if (turma.ano_inicio <= ano && ano <= turma.ano_fim) return turma
  return null
}

/** @typedef {"sem" | "valido" | "vence" | "vencido"} AtestadoStatus */

/**
 * A health certificate dated `data` on `hoje` (yyyy-MM-dd, "" for none), valid for `meses`: its last
 * valid day (`ate`), the days left, and its status: none, valid, expiring within
 * ATESTADO_AVISO_DIAS ('Vence em N dias') or expired ('Atestado vencido').
 */
function atestadoOf(
  /** @type {string} */ data,
  /** @type {string} */ hoje,
  meses = ATESTADO_VALIDADE_MESES_PADRAO,
) {
  if (!data) return { status: /** @type {AtestadoStatus} */ ("sem"), ate: "", dias: 0, label: "Sem atestado" }
  const ate = addDays(addMonths(data, meses), -1)
  const dias = daysBetween(hoje, ate)
  /** @type {AtestadoStatus} */
  const status = dias < 0 ? "vencido" : dias < ATESTADO_AVISO_DIAS ? "vence" : "valido"
  const label =
    status === "vencido"
      ? "Atestado vencido"
      : status === "vence"
        ? dias === 0
          ? "Vence hoje"
          : `Vence em ${dias} ${dias === 1 ? "dia" : "dias"}`
        : "Atestado em dia"
  return { status, ate, dias, label }
}

/** True when the guardian's e-mail about a certificate dated `data` is due on `hoje`: within ATESTADO_EMAIL_DIAS of its end, not yet expired. */
function atestadoEmailDue(
  /** @type {string} */ data,
  /** @type {string} */ hoje,
  meses = ATESTADO_VALIDADE_MESES_PADRAO,
) {
  const { status, dias } = atestadoOf(data, hoje, meses)
  return status !== "sem" && status !== "vencido" && dias <= ATESTADO_EMAIL_DIAS
}

/** A child's first name, as a refusal names them. */
const firstName = (/** @type {string} */ nome) => nome.trim().split(/\s+/)[0] || nome

/** "Segunda e Quarta, 14:00 às 15:30": a class's days and time, as the pages say them. */
function horarioOf(/** @type {{ dias: readonly string[], hora_inicio: string, hora_fim: string }} */ turma) {
  const dias = DIAS.filter((dia) => turma.dias.includes(dia)).map((dia) => DIAS_LABELS[dia])
  const lista = dias.length > 1 ? `${dias.slice(0, -1).join(", ")} e ${dias[dias.length - 1]}` : dias.join("")
  return `${lista}, ${turma.hora_inicio} às ${turma.hora_fim}`
}

/** The daily job that e-mails guardians before a certificate expires (its cron id and its runs' `tarefa`). */
const TAREFA_ATESTADOS = "atestados"

exports.ESCOLINHA_IDADE_MINIMA = ESCOLINHA_IDADE_MINIMA
exports.ESCOLINHA_IDADE_MAXIMA = ESCOLINHA_IDADE_MAXIMA
exports.ESCOLINHA_NASCIMENTO_MINIMO = ESCOLINHA_NASCIMENTO_MINIMO
exports.ESCOLINHA_HORA_INICIO = ESCOLINHA_HORA_INICIO
exports.ESCOLINHA_HORA_FIM = ESCOLINHA_HORA_FIM
exports.DIAS_LABELS = DIAS_LABELS
exports.DIAS = DIAS
exports.ALUNO_STATUS_LABELS = ALUNO_STATUS_LABELS
exports.ALUNO_STATUS = ALUNO_STATUS
exports.TURMA_NOME_MAX = TURMA_NOME_MAX
exports.TURMA_LOCAL_MAX = TURMA_LOCAL_MAX
exports.TURMA_VAGAS_MAX = TURMA_VAGAS_MAX
exports.ALUNO_NOME_MAX = ALUNO_NOME_MAX
exports.ATESTADO_EMAIL_DIAS = ATESTADO_EMAIL_DIAS
exports.FREQUENCIA_DIAS = FREQUENCIA_DIAS
exports.ESCOLINHA_MENSAGENS = ESCOLINHA_MENSAGENS
exports.ageOn = ageOn
exports.ageProblem = ageProblem
exports.turmaForBirth = turmaForBirth
exports.atestadoOf = atestadoOf
exports.atestadoEmailDue = atestadoEmailDue
exports.firstName = firstName
exports.horarioOf = horarioOf

/**
 * What an enrolment did, as the coordinator's flash and the guardian's e-mail say it: 'Lucas
 * matriculado na Sub-7.' or 'Lucas está na lista de espera da Sub-11, na posição 1.'
 * @param {{ nome: string, turma: string, status: string, posicao?: number }} matricula
 */
function matriculaMensagem({ nome, turma, status, posicao }) {
  const crianca = firstName(nome)
  return status === "espera"
    ? `${crianca} está na lista de espera da ${turma}, na posição ${posicao || 1}.`
    : `${crianca} matriculado na ${turma}.`
}

exports.matriculaMensagem = matriculaMensagem

/** The guardian's corrections of a child's data ('Corrigir dados': route `aluno`). */
const ALUNO_MENSAGENS = /** @type {const} */ ({
  nascimento: `Informe a data de nascimento: uma data válida, de ${ESCOLINHA_NASCIMENTO_MINIMO.split("-").reverse().join("/")} até hoje.`,
})

exports.ALUNO_MENSAGENS = ALUNO_MENSAGENS

/**
 * Why a school photo was taken offline by PocketBase (docs/decisions/youth-school.md#image-consent-in-the-gallery),
 * as the panel's list says it ('Despublicada: …'): a child marked lost the image authorisation, or a
 * child's data was deleted (then named by no one, since the name is what was deleted).
 */
const DESPUBLICACAO_MOTIVOS = /** @type {const} */ ({
  semImagem: (/** @type {string} */ nome) => `Sem autorização de imagem de ${nome}`,
  excluida: "Os dados de uma criança marcada foram excluídos",
})

/**
 * The name a manager's request gives the children a school photo shows: PocketBase drops the hidden
 * `criancas` from any request but a superuser's, so its hook reads them from this one.
 */
const FOTO_MARCAS = "marcas"

exports.DESPUBLICACAO_MOTIVOS = DESPUBLICACAO_MOTIVOS
exports.FOTO_MARCAS = FOTO_MARCAS
exports.TAREFA_ATESTADOS = TAREFA_ATESTADOS
