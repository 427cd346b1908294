// @ts-check
// Publishing an announcement (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue):
// PocketBase chooses who it is for (every active member and the current executive board, or the
// board only), leaves out who gets no e-mail (no address, or e-mail turned off in Meus dados:
// `sem_lembretes`, the one opt-out of the association's e-mails) and queues one e-mail to each of
// the others, with the record and its activity entry, in one transaction.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The ids of the accounts holding a current seat on the executive board (the shared rule). */
function boardIds(app) {
  const { TIPO_DIRETORIA } = domain("cargos")
  return require(`${__hooks}/lib/diretoria.js`)
    .currentSeatRecords(app, TIPO_DIRETORIA)
    .map((record) => record.getString("idCadGeral"))
    .filter((conta) => conta !== "")
}

/** The ids of the accounts with an active member's record. */
function activeMemberIds(app) {
  const { ASSOCIADO_ATIVO } = domain("associados")
  return app
    .findRecordsByFilter("associados", "status = {:ativo} && id_cadastro_geral != ''", "", 0, 0, {
      ativo: ASSOCIADO_ATIVO,
    })
    .map((record) => record.getString("id_cadastro_geral"))
}

/** The accounts an announcement for `publico` is addressed to, each once. */
function recipientsOf(app, publico) {
  const ids = publico === "todos" ? activeMemberIds(app).concat(boardIds(app)) : boardIds(app)
  const unique = ids.filter((id, i) => ids.indexOf(id) === i)
  return unique.length === 0 ? [] : app.findRecordsByIds("cadastro_geral", unique)
}

/**
 * Who of `publico` an announcement reaches by e-mail, and how many of them get none: the one count
 * the queue's e-mails and the board's preview share.
 */
function reachOf(app, publico) {
  const { receivesEmail } = require(`${__hooks}/lib/email.js`)
  const people = recipientsOf(app, publico)
  const reached = people.filter(receivesEmail).map((conta) => conta.id)
  return { reached, semEmail: people.length - reached.length }
}

/** Refuses whoever holds no seat on the board (a superuser may). */
function requireBoard(e) {
  const { COMUNICADO_MENSAGENS } = domain("comunicados")
  const { holdsSeat } = require(`${__hooks}/lib/diretoria.js`)
  if (!e.hasSuperuserAuth() && !holdsSeat(e.app, e.auth)) {
    throw new ForbiddenError(COMUNICADO_MENSAGENS.apenasDiretoria)
  }
}

/**
 * The create request of an announcement: the author is whoever asks, who got no e-mail is PocketBase's count,
 * and the e-mails are queued with it. A superuser's create (the demo seed, a restore) records an
 * announcement that was already sent, with what it says: it queues nothing.
 */
function publish(e) {
  if (e.hasSuperuserAuth()) {
    e.next()
    return
  }
  const { holdsSeat } = require(`${__hooks}/lib/diretoria.js`)
  const { COMUNICADO_MENSAGENS, PUBLICO_LABELS } = domain("comunicados")
  if (!holdsSeat(e.app, e.auth)) throw new ForbiddenError(COMUNICADO_MENSAGENS.apenasDiretoria)
  const { authorOf, describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { enqueue } = require(`${__hooks}/lib/envios.js`)
  const author = authorOf(e.auth)
  e.record.set("autor", author.autor)
  e.record.set("autor_nome", author.autor_nome)
  e.app.runInTransaction((tx) => {
    const publico = e.record.getString("publico")
    const { reached, semEmail } = reachOf(tx, publico)
    e.record.set("sem_email", semEmail)
    e.app = tx
    e.next()
    enqueue(tx, "comunicado", e.record.id, reached)
    const titulo = e.record.getString("titulo")
    const para = (PUBLICO_LABELS[publico] || publico).toLowerCase()
    const descricao = describe("comunicado_publicado", { titulo, para })
    recordAtividade(tx, e.auth, "comunicados", e.record.id, descricao)
  })
}

/**
 * POST /api/associacao/comunicados/previa { titulo, texto, publico }: for the board, the e-mail an
 * announcement would send, greeting the one who asks, and how many it would reach
 * ({ subject, html, destinatarios, sem_email }), before anything is published or queued.
 */
function answerPreview(e) {
  requireBoard(e)
  const { COMUNICADO_MENSAGENS, PUBLICOS } = domain("comunicados")
  const body = e.requestInfo().body
  const publico = /** @type {import("../../../app/domain/comunicados.js").Publico} */ (
    String(body.publico || "")
  )
  if (PUBLICOS.indexOf(publico) === -1) throw new BadRequestError(COMUNICADO_MENSAGENS.publico)
  const { announcementMessage } = require(`${__hooks}/lib/comunicados-emails.js`)
  const { reached, semEmail } = reachOf(e.app, publico)
  const email = announcementMessage(e.app, {
    nome: e.auth && !e.hasSuperuserAuth() ? e.auth.getString("nome") : "",
    titulo: String(body.titulo || ""),
    texto: String(body.texto || ""),
  })
  return e.json(200, {
    subject: email.subject,
    html: email.html,
    destinatarios: reached.length,
    sem_email: semEmail,
  })
}

module.exports = { recipientsOf, publish, answerPreview }
