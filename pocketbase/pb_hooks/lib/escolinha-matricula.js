// @ts-check
// A school request enrolled (docs/decisions/youth-school.md#enrolment-from-the-requests): the route
// POST /api/associacao/escolinha/pedidos/{id}/matricular { turma, seen }, for whoever manages the
// school. In one transaction: the guardian's account (found by e-mail or created: lib/contas.js
// findOrCreateConta, never handed over), the child with a place or a turn in the class's line
// (lib/escolinha-vagas.js), the activity entry and the guardian's e-mail queued.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/** 400 with `message` on `field`, as the site shows it beside the form's field. */
function refuse(field, code, message) {
  return new BadRequestError(message, { [field]: new ValidationError(code, message) })
}

/** The request's CPF, for the guardian's new account: its digits, unless another account has them. */
function cpfFor(app, pedido) {
  const cpf = pedido.getString("cpf_responsavel").replace(/\D/g, "")
  if (cpf.length !== 11) return ""
  const taken = app.findRecordsByFilter("cadastro_geral", "cpf = {:cpf}", "", 1, 0, { cpf })
  return taken.length > 0 ? "" : cpf
}

/**
 * The refusal of enrolling `pedido` today (São Paulo's), or null: a child outside 5 to 10 years is
 * refused with its age (ageProblem).
 */
function ageRefusal(pedido) {
  const { ageProblem } = domain("escolinha")
  const problem = ageProblem(
    pedido.getString("data_nascimento").slice(0, 10),
    domain("datas").todayInSaoPaulo(),
  )
  return problem ? refuse("data_nascimento", "idade_fora_da_escolinha", problem) : null
}

/**
 * Inside `tx`: the guardian's account, the child (enrolled while the class has a free place, else
 * waiting from now), the activity entry and the e-mail. Answers what the route tells.
 */
function enrol(tx, auth, pedido, turma) {
  const { ESCOLINHA_MENSAGENS } = domain("escolinha")
  if (findOrNull(() => tx.findFirstRecordByData("alunos", "pedido", pedido.id))) {
    throw refuse("pedido", "ja_matriculado", ESCOLINHA_MENSAGENS.jaMatriculado)
  }
  const { findOrCreateConta } = require(`${__hooks}/lib/contas.js`)
  const { freePlaces, positionOf } = require(`${__hooks}/lib/escolinha-vagas.js`)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { enqueue } = require(`${__hooks}/lib/envios.js`)
  const { conta, created } = findOrCreateConta(tx, {
    nome: pedido.getString("nome_responsavel"),
    email: pedido.getString("email"),
    telefone: pedido.getString("telefone"),
    cpf: cpfFor(tx, pedido),
  })
  const agora = domain("datas").toPocketBaseDateTime(new Date())
  const aluno = new Record(tx.findCollectionByNameOrId("alunos"))
  aluno.set("nome", pedido.getString("nome_crianca"))
  aluno.set("data_nascimento", pedido.getString("data_nascimento"))
  aluno.set("turma", turma.id)
  aluno.set("responsavel", conta.id)
  aluno.set("pedido", pedido.id)
  // The one fact that lets the e-mail carry a set-password link (lib/escolinha-emails.js).
  aluno.set("conta_criada", created)
  const status = freePlaces(tx, turma) > 0 ? "matriculado" : "espera"
  aluno.set("status", status)
  aluno.set(status === "matriculado" ? "matriculado_em" : "espera_desde", agora)
  tx.save(aluno)
  const posicao = status === "espera" ? positionOf(tx, aluno) : 0
  const nome = aluno.getString("nome")
  const turmaNome = turma.getString("nome")
  recordAtividade(
    tx,
    auth,
    "alunos",
    aluno.id,
    status === "espera"
      ? describe("aluno_em_espera", { nome, turma: turmaNome, posicao })
      : describe("aluno_matriculado", { nome, turma: turmaNome }),
  )
  enqueue(tx, "matricula_escolinha", aluno.id, [conta.id])
  return { aluno: aluno.id, nome, turma: turmaNome, status, posicao, conta: { criada: created } }
}

/** POST enrolPedido (ROTAS_API): see the file's head. Answers 200 { aluno, status, posicao, mensagem, ... }. */
function enrolPedido(e) {
  const { ESCOLINHA_MENSAGENS, matriculaMensagem } = domain("escolinha")
  if (!require(`${__hooks}/lib/escolinha-acesso.js`).schoolAccessOf(e).manage)
    throw new ForbiddenError("Só a coordenação da escolinha e a presidência matriculam.")
  const { readSeen, requireUnchanged } = require(`${__hooks}/lib/mudancas.js`)
  const pedido = findOrNull(() => e.app.findRecordById("pedido_escolinha", e.request.pathValue("id")))
  if (!pedido) throw new NotFoundError("Pedido não encontrado.")
  const seen = readSeen(e, "pedido_escolinha")
  const turmaId = String(e.requestInfo().body.turma || "")
  const turma = turmaId ? findOrNull(() => e.app.findRecordById("turmas", turmaId)) : null
  if (!turma) throw refuse("turma", "turma_invalida", ESCOLINHA_MENSAGENS.turma)
  const tooYoungOrOld = ageRefusal(pedido)
  if (tooYoungOrOld) throw tooYoungOrOld

  let answer = /** @type {ReturnType<typeof enrol> | null} */ (null)
  e.app.runInTransaction((tx) => {
    // Read again inside the transaction: two enrolments at once are serialized here.
    const fresh = requireUnchanged(tx, pedido, seen)
    const current = tx.findRecordById("turmas", turma.id)
    answer = enrol(tx, e.auth, fresh, current)
  })
  const made = /** @type {ReturnType<typeof enrol>} */ (answer)
  return e.json(200, { ...made, mensagem: matriculaMensagem(made) })
}

module.exports = { enrolPedido }
