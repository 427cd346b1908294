// @ts-check
// The youth school's enrolment e-mails (docs/decisions/youth-school.md#enrolment-from-the-requests),
// the queue's templates (lib/envios-modelos.js), written when the job sends them, so they tell the
// class as it is then: "matricula_escolinha" (the child enrolled or put in line) and
// "vaga_escolinha" (the child left the line for a place). A set-password link goes only to an account
// the enrolment itself created (`alunos.conta_criada`): an existing account is told to log in
// (docs/decisions/membership-requests.md#approving-creates-the-member).

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/** The child `referencia` of the guardian `conta` with its class, or null (gone, not theirs, ended). */
function alunoOf(app, conta, referencia) {
  const aluno = findOrNull(() => app.findRecordById("alunos", referencia))
  if (!aluno || aluno.getString("responsavel") !== conta.id) return null
  if (aluno.getString("status") === "encerrado") return null
  const turma = findOrNull(() => app.findRecordById("turmas", aluno.getString("turma")))
  return turma ? { aluno, turma } : null
}

/** 'Sub-7: Segunda e Quarta, 14:00 às 15:00, Campo society': the class as the e-mails say it. */
function turmaParagraph(turma) {
  const { escapeHtml } = domain("email")
  const horario = domain("escolinha").horarioOf({
    dias: turma.getStringSlice("dias"),
    hora_inicio: turma.getString("hora_inicio"),
    hora_fim: turma.getString("hora_fim"),
  })
  return `<p>Turma: <strong>${escapeHtml(turma.getString("nome"))}</strong><br>Dias e horário: ${escapeHtml(horario)}<br>Local: ${escapeHtml(turma.getString("local"))}</p>`
}

/** What the guardian does next: choose a password (a new account) or log in, then the consent page. */
function nextSteps(app, conta, aluno) {
  const mail = domain("email")
  const access = aluno.getBool("conta_criada")
    ? mail.setPasswordParagraphs(
        mail.setPasswordLink(app.settings().meta.appURL, conta.newPasswordResetToken()),
      )
    : [
        "<p>Entre no painel com o e-mail e a senha que você já usa no site:</p>",
        mail.linkParagraph(mail.siteLink(app.settings().meta.appURL, "/login")),
      ]
  return [
    ...access,
    "<p>Ao entrar, o painel pede primeiro a sua autorização para o tratamento dos dados da criança: sem ela a matrícula não continua. A autorização de uso de imagem é separada e opcional.</p>",
  ]
}

/** "matricula_escolinha": the child enrolled, or in line with its position; what to do next. */
function matriculaEmail(app, conta, referencia) {
  const found = alunoOf(app, conta, referencia)
  if (!found) return null
  const { aluno, turma } = found
  const { escapeHtml } = domain("email")
  const { matriculaMensagem } = domain("escolinha")
  const status = aluno.getString("status")
  const posicao =
    status === "espera" ? require(`${__hooks}/lib/escolinha-vagas.js`).positionOf(app, aluno) : 0
  const mensagem = matriculaMensagem({
    nome: aluno.getString("nome"),
    turma: turma.getString("nome"),
    status,
    posicao,
  })
  return require(`${__hooks}/lib/email.js`).associationEmail(app, {
    nome: conta.getString("nome"),
    subject: status === "espera" ? "Lista de espera da escolinha" : "Matrícula na escolinha",
    paragraphsOf: () => [
      `<p>${escapeHtml(mensagem)}</p>`,
      ...(status === "espera"
        ? [
            "<p>A turma está lotada. Quando abrir uma vaga, a matrícula é feita na ordem da lista e avisamos por e-mail.</p>",
          ]
        : []),
      turmaParagraph(turma),
      ...nextSteps(app, conta, aluno),
    ],
  })
}

/** "vaga_escolinha": a place opened and the child left the line. */
function vagaEmail(app, conta, referencia) {
  const found = alunoOf(app, conta, referencia)
  if (!found || found.aluno.getString("status") !== "matriculado") return null
  const { aluno, turma } = found
  const { escapeHtml } = domain("email")
  const { matriculaMensagem } = domain("escolinha")
  const mensagem = matriculaMensagem({
    nome: aluno.getString("nome"),
    turma: turma.getString("nome"),
    status: "matriculado",
  })
  return require(`${__hooks}/lib/email.js`).associationEmail(app, {
    nome: conta.getString("nome"),
    subject: "Abriu uma vaga na escolinha",
    paragraphsOf: () => [
      `<p>Abriu uma vaga e a criança saiu da lista de espera: ${escapeHtml(mensagem)}</p>`,
      turmaParagraph(turma),
      ...nextSteps(app, conta, aluno),
    ],
  })
}

module.exports = { matriculaEmail, vagaEmail }
