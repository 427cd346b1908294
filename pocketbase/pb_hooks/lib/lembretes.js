// @ts-check
// Dues reminders by e-mail (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): the daily
// run and how one reminder is claimed, sent and stored. Which reminder a due is owed on a day is the
// shared schedule's (app/domain/lembretes.js).
//
// At most once: a reminder is claimed before it is sent, by inserting its row (`enviando`); the
// unique index on (mensalidade, tipo) lets one claim win when two runs meet, and a second run finds
// it there. A failed send (`falhou`) is claimed back by an UPDATE that only a row still `falhou`
// passes, so a retry is one run's too. A row left `enviando` (the process stopped mid-send) is never
// sent again by the job: the e-mail may have gone out; the treasurer sees it and decides. The claim
// back and the settling are the e-mail queue's own statements (lib/envios.js), and the queue's job
// sends the reminders 'Enviar lembrete a todos' queued (sendQueuedReminders).

const { domain } = require(`${__hooks}/lib/domain.js`)
const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)

/** A manual reminder of the same due sent this recently is taken as the same click twice. */
const REPETICAO_MS = 60 * 1000

/** The settings' days before the due day (the default when the record cannot be read). */
function daysBefore(app) {
  const { CAMPOS, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const record = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  return record ? record.getInt("lembrete_dias_antes") : CAMPOS.lembrete_dias_antes.padrao
}

/** The reminder e-mail of `due` to `conta`, in the shared frame, on São Paulo's day `hoje`. */
function reminderEmail(app, due, conta, hoje) {
  const { reminderText, payLink } = domain("lembretes")
  const { escapeHtml, linkParagraph } = domain("email")
  const { storedDay } = domain("datas")
  const text = reminderText(
    {
      descricao: due.getString("descricao"),
      valor: due.getFloat("valor"),
      vencimento: storedDay(due.getString("data_vencimento")),
      link: payLink(app.settings().meta.appURL, due.id),
    },
    hoje,
  )
  return require(`${__hooks}/lib/email.js`).associationEmail(app, {
    nome: conta.getString("nome"),
    subject: text.subject,
    paragraphsOf: () => [
      `<p>${escapeHtml(text.texto)}</p>`,
      `<p>${escapeHtml(text.pagar)}</p>`,
      linkParagraph(text.link),
      `<p>${escapeHtml(text.fecho)}</p>`,
    ],
  })
}

/**
 * Claims the reminder `tipo` of `due` for this run: its new row, or its failed one back. Answers
 * the row's id, or null when it is another run's or already sent (a manual one: sent a moment ago).
 */
function claim(app, due, conta, tipo, extra) {
  const { newId, claimRow } = require(`${__hooks}/lib/envios.js`)
  const id = newId()
  const agora = storedInstant(new Date())
  const inserted = app
    .db()
    .newQuery(
      // One statement, so two claims at once cannot both pass the check: a manual reminder of the
      // same due sent within REPETICAO_MS is the same click twice.
      `INSERT OR IGNORE INTO lembretes (id, mensalidade, associado, tipo, status, tentativas, email, enviado_por_nome, created, updated)
       SELECT {:id}, {:mensalidade}, {:associado}, {:tipo}, 'enviando', 1, {:email}, {:por}, {:agora}, {:agora}
       WHERE NOT EXISTS (SELECT 1 FROM lembretes WHERE {:tipo} = 'manual' AND tipo = 'manual'
                         AND mensalidade = {:mensalidade} AND created > {:desde})`,
    )
    .bind({
      id,
      mensalidade: due.id,
      associado: conta.id,
      tipo,
      email: conta.email(),
      por: (extra && extra.por) || "",
      agora,
      desde: storedInstant(new Date(Date.now() - REPETICAO_MS)),
    })
    .execute()
  if (inserted.rowsAffected() === 1) return id
  if (tipo === "manual") return null
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const row = findOrNull(() =>
    app.findFirstRecordByFilter("lembretes", "mensalidade = {:m} && tipo = {:t}", { m: due.id, t: tipo }),
  )
  // Only a failed row passes: the job's rows are never `pendente`, and a reminder is retried while owed.
  return row && claimRow(app, "lembretes", row.id, conta.email()) ? row.id : null
}

/**
 * Queues the reminder `todos` of `due` to `conta` ('Enviar lembrete a todos', by `por`): true when
 * queued now, false when the due has one already (the unique index on (mensalidade, tipo) ignores
 * the second, whoever inserts it and however many at once).
 */
function enqueue(app, due, conta, por) {
  const agora = storedInstant(new Date())
  return (
    app
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO lembretes (id, mensalidade, associado, tipo, status, tentativas, email, enviado_por_nome, created, updated)
         VALUES ({:id}, {:mensalidade}, {:associado}, 'todos', 'pendente', 0, {:email}, {:por}, {:agora}, {:agora})`,
      )
      .bind({
        id: require(`${__hooks}/lib/envios.js`).newId(),
        mensalidade: due.id,
        associado: conta.id,
        email: conta.email(),
        por: por || "",
        agora,
      })
      .execute()
      .rowsAffected() === 1
  )
}

/**
 * The e-mail queue's share of reminders (envios.pb.js, every minute): sends up to `limit` queued
 * `todos` reminders, oldest first, each claimed as the queue claims its rows (a failed one is tried
 * again, up to the queue's tries); one whose due is no longer open, or whose member no longer gets
 * e-mail, is cancelled. Answers the counts by outcome.
 */
function sendQueuedReminders(app, limit) {
  const { ENVIO_TENTATIVAS_MAXIMAS } = domain("envios")
  const { dayInSaoPaulo } = domain("datas")
  const { claimRow, settleRow } = require(`${__hooks}/lib/envios.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const rows = app.findRecordsByFilter(
    "lembretes",
    'tipo = "todos" && (status = "pendente" || (status = "falhou" && tentativas < {:max}))',
    "created,id",
    limit,
    0,
    { max: ENVIO_TENTATIVAS_MAXIMAS },
  )
  const counts = { enviado: 0, falhou: 0, cancelado: 0 }
  const hoje = dayInSaoPaulo(new Date())
  for (const row of rows) {
    const due = findOrNull(() => app.findRecordById("mensalidades", row.getString("mensalidade")))
    const conta = due && contaOf(app, due)
    const open = due && due.getString("status") === "pendente"
    if (!open || !conta || !require(`${__hooks}/lib/email.js`).receivesEmail(conta)) {
      // Only a row still to send is cancelled: another run may have just claimed it.
      if (claimRow(app, "lembretes", row.id, row.getString("email"), ENVIO_TENTATIVAS_MAXIMAS)) {
        settleRow(app, "lembretes", row.id, "cancelado", "")
        counts.cancelado++
      }
      continue
    }
    if (!claimRow(app, "lembretes", row.id, conta.email(), ENVIO_TENTATIVAS_MAXIMAS)) continue
    counts[deliver(app, row.id, due, conta, hoje) ? "enviado" : "falhou"]++
  }
  return counts
}

/** Sends the claimed reminder `id` and stores how it went; true when the SMTP server took it. */
function deliver(app, id, due, conta, hoje) {
  const { sendAndSettle } = require(`${__hooks}/lib/envios.js`)
  return sendAndSettle(app, "lembretes", id, conta, reminderEmail(app, due, conta, hoje))
}

/** The account a due is of, or null when it is gone. */
function contaOf(app, due) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  return findOrNull(() => app.findRecordById("cadastro_geral", due.getString("associado_id")))
}

/** How many reminders of any kind `by` counts. */
function totalOf(by) {
  return Object.keys(by).reduce((sum, tipo) => sum + by[tipo], 0)
}

/** "Lembretes de mensalidade: 3 enviados, 1 falhou": a run's summary for the activity record. */
function summaryOf(enviados, falhas) {
  return require(`${__hooks}/lib/atividades.js`).describe("lembretes_do_dia", {
    enviados: `${enviados} enviado${enviados === 1 ? "" : "s"}`,
    falhas: `${falhas} ${falhas === 1 ? "falhou" : "falharam"}`,
  })
}

/**
 * The daily run at `now`: each open due owed a reminder today gets it, once; answers the counts
 * (sent and failed by kind, members who turned reminders off, members without e-mail), which are
 * stored as the run (`execucoes`) and, when anything was sent or failed, in the activity record.
 */
function runReminders(app, now) {
  const inicio = new Date()
  const { LEMBRETE_AGENDADOS, TAREFA_LEMBRETES, reminderDue, dueDatesToRemind } = domain("lembretes")
  const { addDays, dayInSaoPaulo, storedDate, storedDay } = domain("datas")
  const hoje = dayInSaoPaulo(now)
  const diasAntes = daysBefore(app)
  const counts = { hoje, dias_antes: diasAntes, enviados: {}, falhas: {}, desativados: 0, sem_email: 0 }
  for (const tipo of LEMBRETE_AGENDADOS) {
    counts.enviados[tipo] = 0
    counts.falhas[tipo] = 0
  }
  const { de, ate } = dueDatesToRemind(hoje, diasAntes)
  const { receivesEmail } = require(`${__hooks}/lib/email.js`)
  const dues = app.findRecordsByFilter(
    "mensalidades",
    'status = "pendente" && data_vencimento >= {:de} && data_vencimento < {:ate}',
    "data_vencimento",
    0,
    0,
    { de: storedDate(de), ate: storedDate(addDays(ate, 1)) },
  )
  for (const due of dues) {
    const tipo = reminderDue(storedDay(due.getString("data_vencimento")), hoje, diasAntes)
    const conta = tipo && contaOf(app, due)
    if (!conta) continue
    if (receivesEmail(conta)) {
      const id = claim(app, due, conta, tipo)
      if (id) counts[deliver(app, id, due, conta, hoje) ? "enviados" : "falhas"][tipo]++
    } else if (conta.getBool("sem_lembretes")) counts.desativados++
    else counts.sem_email++
  }
  require(`${__hooks}/lib/execucoes.js`).recordRun(app, TAREFA_LEMBRETES, inicio, counts)
  const enviados = totalOf(counts.enviados)
  const falhas = totalOf(counts.falhas)
  // A day with nothing to send leaves its run in `execucoes` only, not an empty entry every day.
  if (enviados + falhas > 0) {
    const summary = summaryOf(enviados, falhas)
    require(`${__hooks}/lib/atividades.js`).recordAtividade(app, null, "lembretes", "", summary)
  }
  return counts
}

module.exports = { claim, enqueue, deliver, contaOf, runReminders, sendQueuedReminders }
