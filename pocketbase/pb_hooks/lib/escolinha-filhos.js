// @ts-check
// The guardian's own doors to a child's record (docs/decisions/youth-school.md#the-guardians-panel),
// route `aluno`: POST corrects the name and birth date, DELETE erases the child's data at once (its
// attendance, certificates and consents go with it, by cascade). Only the child's own guardian;
// each change with its activity entry, which names no child (the whole board reads the log).

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * POST /api/associacao/escolinha/alunos/{id} { nome, data_nascimento }: the guardian's correction.
 * The name within ALUNO_NOME_MAX, the birth date a calendar day from ESCOLINHA_NASCIMENTO_MINIMO to
 * today (São Paulo's).
 * @param {any} e
 */
function correctAluno(e) {
  const { ownAluno } = require(`${__hooks}/lib/escolinha-consentimento.js`)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const { ALUNO_NOME_MAX, ESCOLINHA_MENSAGENS, ESCOLINHA_NASCIMENTO_MINIMO, ALUNO_MENSAGENS } =
    domain("escolinha")
  const { toIsoDay, todayInSaoPaulo, storedDate } = domain("datas")
  const body = e.requestInfo().body
  const nome = bodyText(body, "nome").replace(/\s+/g, " ")
  if (!nome || nome.length > ALUNO_NOME_MAX) {
    throw new BadRequestError(ESCOLINHA_MENSAGENS.alunoNome, {
      nome: new ValidationError("aluno_nome", ESCOLINHA_MENSAGENS.alunoNome),
    })
  }
  const dia = toIsoDay(bodyText(body, "data_nascimento"))
  if (!dia || dia < ESCOLINHA_NASCIMENTO_MINIMO || dia > todayInSaoPaulo()) {
    throw new BadRequestError(ALUNO_MENSAGENS.nascimento, {
      data_nascimento: new ValidationError("aluno_nascimento", ALUNO_MENSAGENS.nascimento),
    })
  }
  const id = e.request.pathValue("id")
  e.app.runInTransaction((tx) => {
    const aluno = ownAluno(e, tx, id)
    aluno.set("nome", nome)
    aluno.set("data_nascimento", storedDate(dia))
    tx.save(aluno)
    // Without the values changed: they are the child's.
    recordAtividade(tx, e.auth, "alunos", aluno.id, describe("aluno_corrigido", {}))
  })
  return e.json(200, { ok: true })
}

/**
 * DELETE /api/associacao/escolinha/alunos/{id}: the guardian's deletion request, answered at once.
 * @param {any} e
 */
function deleteAluno(e) {
  const { ownAluno } = require(`${__hooks}/lib/escolinha-consentimento.js`)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const id = e.request.pathValue("id")
  e.app.runInTransaction((tx) => {
    const aluno = ownAluno(e, tx, id)
    // Ended and without image consent first, so the hooks on `alunos` updates do what an ending
    // does (the waiting line moves up, the child's published photos come down) before it goes.
    if (aluno.getString("status") !== "encerrado" || aluno.getBool("consentimento_imagem")) {
      const { MOTIVO_EXCLUSAO } = require(`${__hooks}/lib/escolinha-consentimento.js`)
      aluno.set("status", "encerrado")
      aluno.set("encerrado_em", new DateTime())
      aluno.set("motivo_encerramento", MOTIVO_EXCLUSAO)
      aluno.set("consentimento_imagem", false)
      tx.save(aluno)
    }
    tx.delete(aluno)
    recordAtividade(tx, e.auth, "alunos", id, describe("aluno_excluido", {}))
  })
  return e.json(200, { ok: true })
}

/**
 * A child as the guardian's pages show it: its data, its class as the pages say it, its place.
 * @param {CoreApp} app
 * @param {core.Record} aluno
 */
function filhoOf(app, aluno) {
  const { horarioOf, ALUNO_STATUS_LABELS } = domain("escolinha")
  const { storedDay } = domain("datas")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const turma = findOrNull(() => app.findRecordById("turmas", aluno.getString("turma")))
  const status = /** @type {keyof typeof ALUNO_STATUS_LABELS} */ (aluno.getString("status"))
  return {
    id: aluno.id,
    nome: aluno.getString("nome"),
    data_nascimento: storedDay(aluno.getString("data_nascimento")),
    status,
    statusLabel: ALUNO_STATUS_LABELS[status] || status,
    posicao: status === "espera" ? require(`${__hooks}/lib/escolinha-vagas.js`).positionOf(app, aluno) : null,
    encerrado_em: storedDay(aluno.getString("encerrado_em")),
    motivo_encerramento: aluno.getString("motivo_encerramento"),
    turma: turma
      ? {
          nome: turma.getString("nome"),
          horario: horarioOf({
            dias: /** @type {string[]} */ (turma.get("dias")),
            hora_inicio: turma.getString("hora_inicio"),
            hora_fim: turma.getString("hora_fim"),
          }),
          local: turma.getString("local"),
        }
      : null,
  }
}

module.exports = { correctAluno, deleteAluno, filhoOf }
