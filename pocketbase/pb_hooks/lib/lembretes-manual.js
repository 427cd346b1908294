// @ts-check
// The reminders' side that people act on (docs/decisions/dues-and-pix.md#reminders-go-out-once-each):
// the financial director's 'Enviar lembrete' for one due and 'Enviar lembrete a todos'
// (docs/decisions/dues-and-pix.md#enviar-lembrete-a-todos-goes-through-the-queue), and a member
// turning reminders off or on, each with its activity entry. The sending itself is lib/lembretes.js's.

/**
 * POST /api/associacao/lembretes/enviar {mensalidade}: the financial director (or a superuser)
 * sends one open due's reminder now, recorded as `manual`. Answers {status: "enviado" | "falhou"};
 * 400 when the due is not open or its member cannot get e-mail, 409 when one was just sent.
 */
function sendNow(e) {
  const { FINANCEIRO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  const { dayInSaoPaulo } = require(`${__hooks}/lib/domain.js`).domain("datas")
  const { holdsSeat } = require(`${__hooks}/lib/diretoria.js`)
  const { bodyText, findOrNull } = require(`${__hooks}/lib/records.js`)
  const { authorOf, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const lembretes = require(`${__hooks}/lib/lembretes.js`)
  if (!e.hasSuperuserAuth() && !holdsSeat(e.app, e.auth, FINANCEIRO)) {
    throw new ForbiddenError("Apenas o diretor financeiro envia lembretes.")
  }
  const id = bodyText(e.requestInfo().body, "mensalidade")
  const due = id ? findOrNull(() => e.app.findRecordById("mensalidades", id)) : null
  if (!due) throw new NotFoundError("Mensalidade não encontrada.")
  if (due.getString("status") !== "pendente")
    throw new BadRequestError("Esta mensalidade não está em aberto.")
  const conta = lembretes.contaOf(e.app, due)
  if (!conta || !require(`${__hooks}/lib/email.js`).receivesEmail(conta)) {
    throw new BadRequestError(
      conta && conta.email()
        ? "Este associado desativou os lembretes por e-mail: avise pelo WhatsApp."
        : "Este associado não tem e-mail: avise pelo WhatsApp.",
    )
  }
  const author = authorOf(e.auth)
  const lembrete = lembretes.claim(e.app, due, conta, "manual", { por: author.autor_nome })
  if (!lembrete) throw new ApiError(409, "Um lembrete desta mensalidade acabou de ser enviado.")
  const sent = lembretes.deliver(e.app, lembrete, due, conta, dayInSaoPaulo(new Date()))
  const { describeMensalidade } = require(`${__hooks}/lib/mensalidades.js`)
  const descricao = describeMensalidade(e.app, sent ? "lembrete_enviado" : "lembrete_falhou", due)
  recordAtividade(e.app, e.auth, "lembretes", lembrete, descricao)
  return e.json(200, { status: sent ? "enviado" : "falhou" })
}

/**
 * POST /api/associacao/lembretes/todos: the financial director (or a superuser) queues a reminder
 * of the kind `todos` for every open due whose member gets e-mail; the e-mail queue's job sends
 * them. Once per due: a due that has one keeps it (the unique index on (mensalidade, tipo), so two
 * requests at once queue it once). Answers {enfileirados, semEmail}: how many were queued now, and
 * how many open dues' members get no e-mail (for WhatsApp).
 */
function queueAll(e) {
  const { FINANCEIRO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  const { holdsSeat } = require(`${__hooks}/lib/diretoria.js`)
  const { authorOf, describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const lembretes = require(`${__hooks}/lib/lembretes.js`)
  if (!e.hasSuperuserAuth() && !holdsSeat(e.app, e.auth, FINANCEIRO)) {
    throw new ForbiddenError("Apenas o diretor financeiro envia lembretes.")
  }
  const por = authorOf(e.auth).autor_nome
  let enfileirados = 0
  let semEmail = 0
  e.app.runInTransaction((tx) => {
    const { receivesEmail } = require(`${__hooks}/lib/email.js`)
    for (const due of tx.findRecordsByFilter(
      "mensalidades",
      'status = "pendente"',
      "data_vencimento",
      0,
      0,
    )) {
      const conta = lembretes.contaOf(tx, due)
      if (!conta || !receivesEmail(conta)) semEmail++
      else if (lembretes.enqueue(tx, due, conta, por)) enfileirados++
    }
    if (enfileirados > 0) {
      const lembretesNaFila = `${enfileirados} lembrete${enfileirados === 1 ? "" : "s"}`
      const descricao = describe("lembretes_enfileirados", { lembretes: lembretesNaFila })
      recordAtividade(tx, e.auth, "lembretes", "", descricao)
    }
  })
  return e.json(200, { enfileirados, semEmail })
}

/**
 * A change of an account that turns the association's e-mails (reminders and announcements: the one
 * opt-out) off or on enters the activity record with it.
 */
function recordOptOut(e) {
  const off = e.record.getBool("sem_lembretes")
  if (off === e.record.original().getBool("sem_lembretes")) {
    e.next()
    return
  }
  const nome = e.record.getString("nome")
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "cadastro_geral", () =>
    describe(off ? "emails_desativados" : "emails_reativados", { nome }),
  )
}

module.exports = { sendNow, queueAll, recordOptOut }
