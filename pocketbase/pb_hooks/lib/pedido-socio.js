// @ts-check
// Membership requests: the search key, the member an approval creates, and the decision itself.
// Used by pedido_socio.pb.js; kept here because PocketBase runs each hook handler in its own
// context, where only require()d modules are visible.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { isPedidoSocioStatus } = domain("pedido-socio")
const { ASSOCIADO_ATIVO } = domain("associados")
const { findOrNull } = require(`${__hooks}/lib/records.js`)
// The account a person stands for is found, or made, by one rule (lib/contas.js).
const { findContaByEmail, findOrCreateConta } = require(`${__hooks}/lib/contas.js`)

/** The search key: the request's name and e-mail folded (app/domain/busca.js), and its CPF's digits. */
function setSearchKey(pedido) {
  const { foldForSearch } = domain("busca")
  const cpfDigits = pedido.getString("cpf").replace(/\D/g, "")
  pedido.set(
    "busca",
    [foldForSearch(pedido.getString("nome")), foldForSearch(pedido.getString("email")), cpfDigits].join(" "),
  )
}

/**
 * Keeps when the request was decided (the retention of rejected requests counts from it): set when
 * the status leaves or changes from pendente, cleared when it goes back; a request created already
 * decided (an import) keeps the date it brings.
 */
function stampDecision(pedido) {
  // A request sent straight to the API without a status waits for the president like any other.
  if (pedido.isNew() && !pedido.getString("status")) pedido.set("status", "pendente")
  const status = pedido.getString("status")
  if (status === "pendente") {
    pedido.set("decidido_em", "")
    return
  }
  const original = pedido.isNew() ? null : pedido.original()
  if (original ? original.getString("status") !== status : !pedido.getString("decidido_em")) {
    pedido.set("decidido_em", new Date().toISOString())
  }
}

/**
 * The member a person stands for: the account with their e-mail (findOrCreateConta: created when
 * there is none, with an unusable random password until they choose one) and its active
 * `associados` record (created, or reactivated). `person`: nome, email, telefone, data_nascimento, endereco (the last three may be
 * empty); an import also brings cpf, data_filiacao (a new member's, else today) and senha (the
 * unusable password's value, hashed once for all its accounts: lib/importacao.js). Runs inside the
 * caller's transaction (an approval, 'Novo Associado', an import). Answers the account
 * and whether this call created it: only then may a set-password link be made for it
 * (docs/decisions/membership-requests.md#approving-creates-the-member).
 */
function makeMember(app, person) {
  const { conta, created } = findOrCreateConta(app, person)
  let associado = findOrNull(() => app.findFirstRecordByData("associados", "id_cadastro_geral", conta.id))
  if (!associado) {
    associado = new Record(app.findCollectionByNameOrId("associados"))
    associado.set("id_cadastro_geral", conta.id)
    associado.set("nome", conta.getString("nome") || person.nome)
    const { dayInSaoPaulo, storedDate } = domain("datas")
    associado.set("data_filiacao", person.data_filiacao || storedDate(dayInSaoPaulo(new Date())))
  }
  // An approval made by the decision route meets its member again in the update hook: saved once.
  if (associado.isNew() || associado.getInt("status") !== ASSOCIADO_ATIVO) {
    associado.set("status", ASSOCIADO_ATIVO)
    app.save(associado)
  }
  return { conta, created }
}

/** The approved request as the person makeMember() takes. */
function personOfPedido(pedido) {
  return {
    nome: pedido.getString("nome"),
    email: pedido.getString("email"),
    telefone: pedido.getString("telefone"),
    data_nascimento: pedido.getString("data_nascimento"),
    endereco: pedido.getString("endereco"),
  }
}

/** The activity entry of each decision (lib/atividades.js). */
const KINDS = /** @type {const} */ ({
  pendente: "pedido_pendente",
  aprovado: "pedido_aprovado",
  reprovado: "pedido_reprovado",
})

/**
 * POST /api/associacao/pedidos-socio/{id}/status {status, seen: {status}}: moves the request from
 * the status the president saw to `status` in one transaction (an approval's member made first, the
 * activity entry), then e-mails the applicant. When it no longer has the status seen, nothing
 * changes: the 409 of a change made from what was seen (lib/mudancas.js). Answers the request's
 * `nome` (the president's message names the person) and, for an approval, `conta` {criada, nome}:
 * a set-password link (e-mailed, or given when the e-mail fails) only for an account the approval
 * created; an account that already existed gets a notice without a link.
 */
function decidePedidoSocio(e) {
  const { send } = require(`${__hooks}/lib/email.js`)
  const { presidenteRule } = domain("papeis")
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { readSeen, requireUnchanged } = require(`${__hooks}/lib/mudancas.js`)
  const emails = require(`${__hooks}/lib/pedido-socio-emails.js`)
  const id = e.request.pathValue("id")
  const info = e.requestInfo()
  const status = String(info.body.status || "")
  const seen = readSeen(e, "pedido_socio")
  const from = String(seen.status)
  if (!isPedidoSocioStatus(status) || !isPedidoSocioStatus(from) || from === status) {
    throw new BadRequestError("Status inválido.")
  }
  const pedido = findOrNull(() => e.app.findRecordById("pedido_socio", id))
  // Only the president decides. Not the view rule (applicants read their own request, for their
  // data export) nor the update rule (it refuses any status change, which only this route makes).
  if (!pedido || !e.app.canAccessRecord(pedido, info, presidenteRule())) {
    throw new NotFoundError("Solicitação não encontrada.")
  }

  let decided = /** @type {core.Record | null} */ (null)
  let member = /** @type {ReturnType<typeof makeMember> | null} */ (null)
  e.app.runInTransaction((tx) => {
    // Read again inside the transaction: two decisions at once are serialized here.
    const fresh = requireUnchanged(tx, pedido, seen)
    // The member is made here, so whether its account is new is known from the making itself
    // (the update hook, which makes it for any other door, then finds it made).
    if (status === "aprovado") member = makeMember(tx, personOfPedido(fresh))
    fresh.set("status", status)
    tx.save(fresh)
    recordAtividade(
      tx,
      e.auth,
      "pedido_socio",
      id,
      describe(KINDS[status], { nome: fresh.getString("nome") }),
    )
    decided = fresh
  })

  // Set in the transaction, which throws otherwise (the member by an approval only).
  const saved = /** @type {core.Record} */ (decided)
  if (status === "aprovado") {
    const made = /** @type {ReturnType<typeof makeMember>} */ (member)
    const conta = e.app.findRecordById("cadastro_geral", made.conta.id)
    const to = conta.email()
    const name = conta.getString("nome")
    const answer = { status, nome: saved.getString("nome"), conta: { criada: made.created, nome: name } }
    if (!made.created) {
      const sent = send(e.app, { to, name, ...emails.approvalNoticeEmail(e.app, conta) })
      return e.json(200, { ...answer, email: { enviado: sent }, link: null })
    }
    const { setPasswordLink } = domain("email")
    const link = setPasswordLink(e.app.settings().meta.appURL, conta.newPasswordResetToken())
    const sent = send(e.app, { to, name, ...emails.approvalEmail(e.app, saved, link) })
    return e.json(200, { ...answer, email: { enviado: sent }, link: sent ? null : link })
  }
  const to = saved.getString("email")
  const name = saved.getString("nome")
  if (status === "reprovado") {
    const sent = send(e.app, { to, name, ...emails.rejectionEmail(e.app, saved) })
    return e.json(200, { status, nome: name, email: { enviado: sent }, link: null })
  }
  return e.json(200, { status, nome: name, email: null, link: null })
}

/**
 * `conta_existente` of a request as the president reads it: {nome} of the account its e-mail
 * already has (the one an approval would link, found as makeMember() finds it), or null. Computed
 * only when the read names it in `fields` (the panel's list and dialogs), and never for anybody
 * else: a visitor's own request answers nothing about who has an account.
 */
function showContaExistente(e) {
  const info = e.requestInfo
  const fields = String((info && info.query && info.query.fields) || "").split(",")
  if (fields.map((field) => field.trim()).indexOf("conta_existente") < 0) return
  if (!e.app.canAccessRecord(e.record, info, domain("papeis").presidenteRule())) return
  const conta = findContaByEmail(e.app, e.record.getString("email"))
  e.record.withCustomData(true)
  e.record.set("conta_existente", conta ? { nome: conta.getString("nome") } : null)
}

module.exports = {
  setSearchKey,
  stampDecision,
  makeMember,
  findContaByEmail,
  personOfPedido,
  decidePedidoSocio,
  showContaExistente,
}
