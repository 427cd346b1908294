// Membership requests: the search key, the member an approval creates, and the decision itself.
// Used by pedido_socio.pb.js; kept here because PocketBase runs each hook handler in its own
// context, where only require()d modules are visible.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { isPedidoSocioStatus } = domain("pedido-socio")
const { ASSOCIADO_ATIVO } = domain("associados")
const { findOrNull } = require(`${__hooks}/lib/records.js`)

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
 * The member a person stands for: the account with their e-mail (created when there is none, with
 * an unusable random password until they choose one) and its active `associados` record (created,
 * or reactivated). `person`: nome, email, telefone, data_nascimento, endereco (the last three may be
 * empty). Runs inside the caller's transaction (an approval, 'Novo Associado').
 */
function ensureMember(app, person) {
  let conta = findOrNull(() => app.findAuthRecordByEmail("cadastro_geral", person.email))
  if (!conta) {
    conta = new Record(app.findCollectionByNameOrId("cadastro_geral"))
    conta.setEmail(person.email)
    conta.setPassword($security.randomString(48))
    conta.set("nome", person.nome)
    conta.set("telefone", person.telefone || "")
    conta.set("dt_nasc", person.data_nascimento || "")
    conta.set("endereco", person.endereco || "")
    app.save(conta)
  }
  let associado = findOrNull(() => app.findFirstRecordByData("associados", "id_cadastro_geral", conta.id))
  if (!associado) {
    associado = new Record(app.findCollectionByNameOrId("associados"))
    associado.set("id_cadastro_geral", conta.id)
    associado.set("nome", conta.getString("nome") || person.nome)
  }
  associado.set("status", ASSOCIADO_ATIVO)
  app.save(associado)
  return conta
}

/** The approved request as the person ensureMember() takes. */
function personOfPedido(pedido) {
  return {
    nome: pedido.getString("nome"),
    email: pedido.getString("email"),
    telefone: pedido.getString("telefone"),
    data_nascimento: pedido.getString("data_nascimento"),
    endereco: pedido.getString("endereco"),
  }
}

const VERBS = { pendente: "Voltou para pendente", aprovado: "Aprovou", reprovado: "Reprovou" }

/** The approval's e-mail: welcome, and where to choose a password (`link`). */
function approvalEmail(app, pedido, link) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: pedido.getString("nome"),
    site,
    subject: mail.subjectWithSite("Sua filiação foi aprovada", site),
    paragraphs: [
      `<p>Sua solicitação de filiação à ${mail.escapeHtml(site)} foi aprovada. Seja bem-vindo(a)!</p>`,
      ...mail.setPasswordParagraphs(link, "Se você já tinha uma senha, ela continua valendo."),
    ],
  })
}

/** The rejection's e-mail. */
function rejectionEmail(app, pedido) {
  const mail = domain("email")
  const site = app.settings().meta.appName
  return mail.frameEmail({
    nome: pedido.getString("nome"),
    site,
    subject: mail.subjectWithSite("Sua solicitação de filiação", site),
    greetingEnd: ".",
    paragraphs: [
      `<p>Agradecemos seu interesse na ${mail.escapeHtml(site)}. Sua solicitação de filiação não foi aprovada neste momento.</p>`,
      "<p>Se tiver dúvidas, responda a este e-mail ou fale com a diretoria.</p>",
    ],
  })
}

/**
 * POST /api/associacao/pedidos-socio/{id}/status {status, seen: {status}}: moves the request from
 * the status the president saw to `status` in one transaction (the approval's member by the update
 * hook, the activity entry), then e-mails the applicant. When it no longer has the status seen,
 * nothing changes: the 409 of a change made from what was seen (lib/mudancas.js).
 */
function decidePedidoSocio(e) {
  const { send } = require(`${__hooks}/lib/email.js`)
  const { presidenteRule } = domain("papeis")
  const { recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { readSeen, requireUnchanged } = require(`${__hooks}/lib/mudancas.js`)
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

  let decided = null
  e.app.runInTransaction((tx) => {
    // Read again inside the transaction: two decisions at once are serialized here.
    const fresh = requireUnchanged(tx, pedido, seen)
    fresh.set("status", status)
    tx.save(fresh)
    recordAtividade(
      tx,
      e.auth,
      "pedido_socio",
      id,
      `${VERBS[status]} a solicitação de ${fresh.getString("nome")}`,
    )
    decided = fresh
  })

  const to = decided.getString("email")
  const name = decided.getString("nome")
  if (status === "aprovado") {
    const { setPasswordLink } = domain("email")
    const conta = e.app.findAuthRecordByEmail("cadastro_geral", to)
    const link = setPasswordLink(e.app.settings().meta.appURL, conta.newPasswordResetToken())
    const sent = send(e.app, { to, name, ...approvalEmail(e.app, decided, link) })
    return e.json(200, { status, email: { enviado: sent }, link: sent ? null : link })
  }
  if (status === "reprovado") {
    const sent = send(e.app, { to, name, ...rejectionEmail(e.app, decided) })
    return e.json(200, { status, email: { enviado: sent }, link: null })
  }
  return e.json(200, { status, email: null, link: null })
}

module.exports = { setSearchKey, stampDecision, ensureMember, personOfPedido, decidePedidoSocio }
