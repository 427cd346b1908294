// @ts-check
// E-mail that goes out in bulk (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue):
// queued as rows of `envios` in the transaction of the record it is about, then sent by the job
// `envios` (envios.pb.js, every minute) a few at a time, through each kind's template
// (lib/envios-modelos.js). The dues reminders (lib/lembretes.js) keep their own rows, one per due
// and kind, but are claimed and settled by the same two statements below, and those queued by
// 'Enviar lembrete a todos' are sent by the same job (envios.pb.js).
//
// At most once: a row is claimed by an UPDATE that only a row still to send passes, so two runs at
// once send it once; it is settled as sent or failed after the SMTP server answers. A failed one is
// claimed again by a later run, up to ENVIO_TENTATIVAS_MAXIMAS tries. A row left `enviando` (the
// process stopped mid-send) is never sent again: the e-mail may have gone out.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)

/** Why a send failed, as the row keeps it. */
const SMTP_DESLIGADO = "O envio de e-mails está desligado (SMTP)."
const SMTP_FALHOU = "O servidor de e-mail não aceitou a mensagem."
const SEM_MODELO = "Não foi possível montar a mensagem."

/** How long a record id is, as PocketBase makes them (a queued e-mail's `referencia` is one). */
const ID_LENGTH = 15

/** A new record id, as PocketBase makes them. */
function newId() {
  return $security.randomStringWithAlphabet(ID_LENGTH, "abcdefghijklmnopqrstuvwxyz0123456789")
}

/**
 * Queues the e-mail `tipo` about `referencia` to each account of `contaIds`; one already queued is
 * left as it is (the unique index). Call it with the transaction's app, so the rows commit with the
 * record. Answers how many were queued.
 */
function enqueue(app, tipo, referencia, contaIds) {
  const agora = storedInstant(new Date())
  let queued = 0
  for (const conta of contaIds) {
    queued += app
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO envios (id, tipo, referencia, conta, status, tentativas, created, updated)
         VALUES ({:id}, {:tipo}, {:referencia}, {:conta}, 'pendente', 0, {:agora}, {:agora})`,
      )
      .bind({ id: newId(), tipo, referencia, conta, agora })
      .execute()
      .rowsAffected()
  }
  return queued
}

/**
 * Which rows a run may still send, as SQL (the claim and the run's pick): isStillQueued of
 * app/domain/envios.js, the one rule, with its statuses bound as {:pendente} and {:falhou} and, when
 * `withMax`, the tries as {:max} (the dues reminders have no limit of tries).
 */
function stillQueuedSql(withMax) {
  return `(status = {:pendente} OR (status = {:falhou}${withMax ? " AND tentativas < {:max}" : ""}))`
}

/** The bindings of stillQueuedSql. */
function stillQueuedParams(maxTentativas) {
  return { pendente: "pendente", falhou: "falhou", max: maxTentativas || 0 }
}

/**
 * Claims the row `id` of `table` (`envios` or `lembretes`) for this run, to send to `email`: true
 * when it was still to send (queued, or failed with tries left: below `maxTentativas` when given)
 * and is now this run's.
 */
function claimRow(app, table, id, email, maxTentativas) {
  return (
    app
      .db()
      .newQuery(
        `UPDATE ${table} SET status = 'enviando', tentativas = tentativas + 1, email = {:email}, erro = '', updated = {:agora}
         WHERE id = {:id} AND ${stillQueuedSql(maxTentativas !== undefined)}`,
      )
      .bind({ id, email, agora: storedInstant(new Date()), ...stillQueuedParams(maxTentativas) })
      .execute()
      .rowsAffected() === 1
  )
}

/** Settles the claimed row `id` of `table` as `status`, with why when it was not sent. */
function settleRow(app, table, id, status, erro) {
  app
    .db()
    .newQuery(
      `UPDATE ${table} SET status = {:status}, enviado_em = {:em}, erro = {:erro}, updated = {:agora} WHERE id = {:id}`,
    )
    .bind({
      id,
      status,
      em: status === "enviado" ? storedInstant(new Date()) : "",
      erro: erro || "",
      agora: storedInstant(new Date()),
    })
    .execute()
}

/** Sends `message` ({subject, html}) to `conta` and settles the row `id` of `table`; true when sent. */
function sendAndSettle(app, table, id, conta, message) {
  const sent = require(`${__hooks}/lib/email.js`).send(app, {
    to: conta.email(),
    name: conta.getString("nome"),
    subject: message.subject,
    html: message.html,
  })
  const erro = sent ? "" : app.settings().smtp.enabled ? SMTP_FALHOU : SMTP_DESLIGADO
  settleRow(app, table, id, sent ? "enviado" : "falhou", erro)
  return sent
}

/** The message of the queued `row` to `conta`, or null when there is nothing to send any more. */
function messageOf(app, row, conta) {
  try {
    return require(`${__hooks}/lib/envios-modelos.js`).render(
      app,
      row.getString("tipo"),
      conta,
      row.getString("referencia"),
    )
  } catch (error) {
    app.logger().error("E-mail da fila sem mensagem", "envio", row.id, "erro", String(error))
    return undefined
  }
}

/** Sends the queued `row` when this run claims it; answers its outcome, or null when not this run's. */
function sendRow(app, row) {
  const { ENVIO_TENTATIVAS_MAXIMAS } = domain("envios")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const conta = findOrNull(() => app.findRecordById("cadastro_geral", row.getString("conta")))
  if (!conta || !claimRow(app, "envios", row.id, conta.email(), ENVIO_TENTATIVAS_MAXIMAS)) return null
  const message = conta.email() ? messageOf(app, row, conta) : null
  if (message === undefined) {
    settleRow(app, "envios", row.id, "falhou", SEM_MODELO)
    return "falhou"
  }
  if (message === null) {
    settleRow(app, "envios", row.id, "cancelado", "")
    return "cancelado"
  }
  return sendAndSettle(app, "envios", row.id, conta, message) ? "enviado" : "falhou"
}

/**
 * One run of the job: sends up to `limit` queued e-mails, oldest first, and stores the run in
 * `execucoes` when it had anything to send. Answers the counts by outcome.
 */
function sendQueued(app, limit) {
  const inicio = new Date()
  const { ENVIO_TENTATIVAS_MAXIMAS, TAREFA_ENVIOS } = domain("envios")
  const ids = arrayOf(new DynamicModel({ id: "" }))
  app
    .db()
    .newQuery(`SELECT id FROM envios WHERE ${stillQueuedSql(true)} ORDER BY created, id LIMIT {:limit}`)
    .bind({ limit, ...stillQueuedParams(ENVIO_TENTATIVAS_MAXIMAS) })
    .all(ids)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const rows = ids.map((row) => findOrNull(() => app.findRecordById("envios", row.id))).filter(Boolean)
  const counts = { enviado: 0, falhou: 0, cancelado: 0 }
  for (const row of rows) {
    const outcome = sendRow(app, row)
    if (outcome) counts[outcome]++
  }
  // A minute with nothing to send leaves no run behind (one a minute would bury the last real one).
  if (counts.enviado + counts.falhou + counts.cancelado > 0) {
    require(`${__hooks}/lib/execucoes.js`).recordRun(app, TAREFA_ENVIOS, inicio, counts)
  }
  return counts
}

/**
 * How the e-mails `tipo` about `referencia` stand, as the pages show them: how many are still to be
 * sent (isStillQueued: queued, or failed with tries left), sent, failed for good, not confirmed (a
 * claim left `enviando` by a run that stopped, never resent) and cancelled.
 */
function countsOf(app, tipo, referencia) {
  const { isStillQueued } = domain("envios")
  const rows = arrayOf(new DynamicModel({ status: "", tentativas: 0, total: 0 }))
  app
    .db()
    .newQuery(
      `SELECT status, tentativas, COUNT(*) AS total FROM envios WHERE tipo = {:tipo} AND referencia = {:referencia}
       GROUP BY status, tentativas`,
    )
    .bind({ tipo, referencia })
    .all(rows)
  const counts = { na_fila: 0, enviado: 0, falhou: 0, nao_confirmado: 0, cancelado: 0 }
  for (const row of rows) {
    if (isStillQueued(row.status, row.tentativas)) counts.na_fila += row.total
    else if (row.status === "enviando") counts.nao_confirmado += row.total
    else counts[row.status] += row.total
  }
  return counts
}

module.exports = { ID_LENGTH, newId, enqueue, claimRow, settleRow, sendAndSettle, sendQueued, countsOf }
