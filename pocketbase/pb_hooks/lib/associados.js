// @ts-check
// The president's management of members (docs/decisions/members.md#managing-members): a member is an
// account (cadastro_geral: nome, e-mail, telefone) and its `associados` record (nome, status); each
// change here touches both in one transaction, with its activity entry. A member with history (dues,
// reservations, a board seat) is never erased with it: deleting is refused, and a deletion asked for
// under the LGPD anonymises the person instead, keeping the records the law requires.

const ANONYMOUS = "Associado excluído"
// How `associados.status` stores active and inactive, and why a member stays (app/domain/associados.js).
const { domain } = require(`${__hooks}/lib/domain.js`)
const { ASSOCIADO_ATIVO, ASSOCIADO_INATIVO, ASSOCIADO_COM_HISTORICO } = domain("associados")
const { bodyText, findOrNull } = require(`${__hooks}/lib/records.js`)
// E-mails compared and stored folded (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail).
const { foldEmail } = domain("contas")

const requirePresidente = (e) =>
  require(`${__hooks}/lib/diretoria.js`).requirePresidente(e, "Somente o presidente gerencia os associados.")

/** The search key: the member's name and e-mail, folded (app/domain/busca.js). */
function setSearchKey(app, associado) {
  const { foldForSearch } = domain("busca")
  const conta = findOrNull(() =>
    app.findRecordById("cadastro_geral", associado.getString("id_cadastro_geral")),
  )
  associado.set(
    "busca",
    [foldForSearch(associado.getString("nome")), foldForSearch(conta ? conta.email() : "")].join(" "),
  )
}

/** What keeps a person's records: dues, reservations, board seats. */
function countHistory(app, contaId) {
  const count = (collection, field) =>
    app.findRecordsByFilter(collection, `${field} = {:id}`, "", 0, 0, { id: contaId }).length
  return {
    mensalidades: count("mensalidades", "associado_id"),
    reservas: count("reservas", "associado_id"),
    cargos: count("diretoria", "idCadGeral"),
  }
}

const hasHistory = (h) => h.mensalidades + h.reservas + h.cargos > 0

/** Through the API too (the dashboard, a script), a member with history is not erased. */
function refuseDeletingWithHistory(app, contaId) {
  if (hasHistory(countHistory(app, contaId))) throw new BadRequestError(ASSOCIADO_COM_HISTORICO)
}

/**
 * POST /api/associacao/associados {nome, email, telefone}: 'Novo Associado'. As an approval does
 * (docs/decisions/membership-requests.md#approving-creates-the-member), it creates, never takes over:
 * a set-password link only for an account made here; an e-mail that already has an account (an
 * inactive member, a board member) is made a member of that account, whose owner gets a notice
 * without a link and keeps their password. Answers {conta, criada, email: {enviado}, link}.
 */
function createAssociado(e) {
  requirePresidente(e)
  const { makeMember } = require(`${__hooks}/lib/pedido-socio.js`)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const body = e.requestInfo().body
  const person = {
    nome: bodyText(body, "nome"),
    email: foldEmail(bodyText(body, "email")),
    telefone: bodyText(body, "telefone"),
  }
  if (!person.nome || !person.email) throw new BadRequestError("Nome e e-mail são obrigatórios.")

  let member = /** @type {ReturnType<typeof makeMember> | null} */ (null)
  e.app.runInTransaction((tx) => {
    const existing = findOrNull(() => tx.findAuthRecordByEmail("cadastro_geral", person.email))
    const associado =
      existing && findOrNull(() => tx.findFirstRecordByData("associados", "id_cadastro_geral", existing.id))
    if (associado && associado.getInt("status") === ASSOCIADO_ATIVO) {
      throw new BadRequestError("Já existe um associado com este e-mail.", {
        email: new ValidationError("associado_existente", "Já existe um associado com este e-mail."),
      })
    }
    member = makeMember(tx, person)
    const descricao = describe("associado_cadastrado", { nome: person.nome })
    recordAtividade(tx, e.auth, "associados", member.conta.id, descricao)
  })

  const { send } = require(`${__hooks}/lib/email.js`)
  const emails = require(`${__hooks}/lib/associados-emails.js`)
  // Made in the transaction, which throws otherwise.
  const { conta, created } = /** @type {ReturnType<typeof makeMember>} */ (member)
  const link = created
    ? domain("email").setPasswordLink(e.app.settings().meta.appURL, conta.newPasswordResetToken())
    : null
  const sent = send(e.app, {
    to: conta.email(),
    name: conta.getString("nome"),
    ...(link ? emails.welcomeEmail(e.app, person, link) : emails.linkedNoticeEmail(e.app, conta)),
  })
  return e.json(200, {
    conta: conta.id,
    criada: created,
    email: { enviado: sent },
    link: sent ? null : link,
  })
}

/** POST /api/associacao/associados/{id} {nome?, email?, telefone?, status?}: edit, or (in)activate. */
function updateAssociado(e) {
  requirePresidente(e)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const body = e.requestInfo().body
  const id = e.request.pathValue("id")
  e.app.runInTransaction((tx) => {
    const associado = findOrNull(() => tx.findRecordById("associados", id))
    if (!associado) throw new NotFoundError("Associado não encontrado.")
    const conta = tx.findRecordById("cadastro_geral", associado.getString("id_cadastro_geral"))
    const before = associado.getInt("status")
    if (body.nome !== undefined) {
      if (!bodyText(body, "nome")) throw new BadRequestError(`${domain("campos").NOME_OBRIGATORIO}.`)
      associado.set("nome", bodyText(body, "nome"))
      conta.set("nome", bodyText(body, "nome"))
    }
    if (body.telefone !== undefined) conta.set("telefone", bodyText(body, "telefone"))
    if (body.email !== undefined && foldEmail(bodyText(body, "email")) !== conta.email()) {
      const email = foldEmail(bodyText(body, "email"))
      const other = findOrNull(() => tx.findAuthRecordByEmail("cadastro_geral", email))
      if (other && other.id !== conta.id) {
        throw new BadRequestError("Este e-mail já é de outra pessoa.", {
          email: new ValidationError("email_em_uso", "Este e-mail já é de outra pessoa."),
        })
      }
      conta.setEmail(email)
    }
    if (body.status !== undefined) {
      associado.set("status", Number(body.status) === ASSOCIADO_ATIVO ? ASSOCIADO_ATIVO : ASSOCIADO_INATIVO)
    }
    tx.save(conta)
    setSearchKey(tx, associado)
    tx.save(associado)
    const after = associado.getInt("status")
    const kind =
      after === before
        ? "associado_editado"
        : after === ASSOCIADO_ATIVO
          ? "associado_reativado"
          : "associado_inativado"
    const descricao = describe(kind, { nome: associado.getString("nome") })
    recordAtividade(tx, e.auth, "associados", associado.id, descricao)
  })
  return e.json(200, { ok: true })
}

/**
 * DELETE /api/associacao/associados/{id}: the member and their account, in one transaction; refused
 * (409, with what keeps them) for a member with history, who is set inactive instead.
 */
function deleteAssociado(e) {
  requirePresidente(e)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const id = e.request.pathValue("id")
  let refusedFor = null
  e.app.runInTransaction((tx) => {
    const associado = findOrNull(() => tx.findRecordById("associados", id))
    if (!associado) throw new NotFoundError("Associado não encontrado.")
    const contaId = associado.getString("id_cadastro_geral")
    const history = countHistory(tx, contaId)
    if (hasHistory(history)) {
      refusedFor = history
      return
    }
    const name = associado.getString("nome")
    // The account's deletion takes the member record with it (cascade) and the logins.
    tx.delete(tx.findRecordById("cadastro_geral", contaId))
    recordAtividade(tx, e.auth, "associados", id, describe("associado_excluido", { nome: name }))
  })
  if (refusedFor) {
    return e.json(409, {
      message: ASSOCIADO_COM_HISTORICO,
      historico: refusedFor,
    })
  }
  return e.json(200, { ok: true })
}

/**
 * POST /api/associacao/associados/{id}/anonimizar: answers a deletion request (LGPD) for a member
 * with history. The person's data goes (name, e-mail, phone, birth date, CPF, address, logins, their
 * membership requests and pending reservations); their paid and pending dues and past reservations
 * stay, under 'Associado excluído'. The account can no longer log in. Refused while they hold a board
 * seat. The activity entry names nobody.
 */
function anonymizeAssociado(e) {
  requirePresidente(e)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const id = e.request.pathValue("id")
  e.app.runInTransaction((tx) => {
    const associado = findOrNull(() => tx.findRecordById("associados", id))
    if (!associado) throw new NotFoundError("Associado não encontrado.")
    const conta = tx.findRecordById("cadastro_geral", associado.getString("id_cadastro_geral"))
    if (countHistory(tx, conta.id).cargos > 0) {
      throw new BadRequestError("Remova o cargo na diretoria antes de excluir os dados deste associado.")
    }
    const email = conta.email()
    for (const pedido of tx.findRecordsByFilter("pedido_socio", "email = {:email}", "", 0, 0, { email })) {
      tx.delete(pedido)
    }
    for (const login of tx.findRecordsByFilter("acessos", "usuario = {:id}", "", 0, 0, { id: conta.id })) {
      tx.delete(login)
    }
    for (const reserva of tx.findRecordsByFilter("reservas", "associado_id = {:id}", "", 0, 0, {
      id: conta.id,
    })) {
      if (reserva.getString("status") === "pendente") {
        tx.delete(reserva)
      } else {
        reserva.set("associado_nome", ANONYMOUS)
        tx.saveNoValidate(reserva)
      }
    }
    conta.set("nome", ANONYMOUS)
    conta.setEmail(`excluido-${conta.id}@anonimo.invalid`)
    conta.setPassword($security.randomString(48))
    for (const field of ["telefone", "dt_nasc", "cpf", "endereco", "exclusao_pedida_em", "foto"])
      conta.set(field, "")
    // Out of the directory and the birthdays, and the card's old code worthless.
    for (const field of ["lista_socios", "lista_whatsapp", "aniversario_publico"]) conta.set(field, false)
    conta.set("carteirinha_token", require(`${__hooks}/lib/carteirinha.js`).newToken())
    tx.save(conta)
    associado.set("nome", ANONYMOUS)
    associado.set("status", ASSOCIADO_INATIVO)
    setSearchKey(tx, associado)
    tx.save(associado)
    recordAtividade(tx, e.auth, "associados", associado.id, describe("associado_anonimizado", {}))
  })
  return e.json(200, { ok: true })
}

module.exports = {
  createAssociado,
  updateAssociado,
  deleteAssociado,
  anonymizeAssociado,
  setSearchKey,
  countHistory,
  hasHistory,
  refuseDeletingWithHistory,
}
