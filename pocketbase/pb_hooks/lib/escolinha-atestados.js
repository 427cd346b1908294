// @ts-check
// Health certificates (docs/decisions/youth-school.md#health-certificates): a certificate's date is
// recorded by the school's managers (never after today; who recorded it set here), and the guardian
// is e-mailed once per certificate ATESTADO_EMAIL_DIAS before it expires, by the daily job
// (atestados.pb.js). Only a child's latest certificate counts, and an ended enrolment gets none. The
// e-mail is claimed by setting `aviso_em` with a conditional UPDATE, so a second run or two runs at
// once queue it once; the queue (lib/envios.js) sends it.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A certificate created through the API: its date not after today, its author recorded. */
function checkAtestado(e) {
  const { ESCOLINHA_MENSAGENS } = domain("escolinha")
  const { storedDay, todayInSaoPaulo } = domain("datas")
  const record = /** @type {core.Record} */ (e.record)
  const data = storedDay(record.getString("data"))
  if (!data || data > todayInSaoPaulo())
    throw new BadRequestError(ESCOLINHA_MENSAGENS.atestadoData, {
      data: new ValidationError("atestado_data", ESCOLINHA_MENSAGENS.atestadoData),
    })
  // A superuser (the seed, the tests) records none: the field names an account.
  const autor = e.auth && e.auth.collection().name === "cadastro_geral" ? e.auth.id : ""
  record.set("registrado_por", autor)
  record.set("aviso_em", "")
  e.next()
}

/**
 * The daily run on `now`: each child not ended whose latest certificate is within the e-mail's
 * window and not yet told gets its guardian's e-mail queued. Answers the run's counts.
 * @param {CoreApp} app
 * @param {Date} now
 */
function queueAtestadoEmails(app, now) {
  const { atestadoEmailDue } = domain("escolinha")
  const { storedDay, todayInSaoPaulo } = domain("datas")
  const { validadeMeses } = require(`${__hooks}/lib/escolinha-acesso.js`)
  const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)
  const hoje = todayInSaoPaulo(now)
  const meses = validadeMeses(app)
  const rows = arrayOf(new DynamicModel({ id: "", data: "", responsavel: "" }))
  app
    .db()
    .newQuery(
      `SELECT a.id AS id, a.data AS data, al.responsavel AS responsavel
       FROM atestados a JOIN alunos al ON al.id = a.aluno
       WHERE al.status != 'encerrado' AND (a.aviso_em = '' OR a.aviso_em IS NULL)
         AND a.data = (SELECT MAX(b.data) FROM atestados b WHERE b.aluno = a.aluno)`,
    )
    .all(rows)
  let avisos = 0
  for (const row of rows) {
    if (!atestadoEmailDue(storedDay(row.data), hoje, meses)) continue
    app.runInTransaction((tx) => {
      const claimed = tx
        .db()
        .newQuery(
          "UPDATE atestados SET aviso_em = {:agora} WHERE id = {:id} AND (aviso_em = '' OR aviso_em IS NULL)",
        )
        .bind({ id: row.id, agora: storedInstant(now) })
        .execute()
        .rowsAffected()
      if (claimed === 1)
        avisos += require(`${__hooks}/lib/envios.js`).enqueue(tx, "atestado_vencendo", row.id, [
          row.responsavel,
        ])
    })
  }
  return { avisos }
}

/**
 * "atestado_vencendo": to the guardian `conta`, the child's certificate `referencia` expires on its
 * last day. Null when there is nothing to tell any more (gone, not theirs, not the latest, ended).
 * @param {CoreApp} app
 * @param {core.Record} conta
 * @param {string} referencia
 */
function atestadoEmail(app, conta, referencia) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { atestadoOf, firstName } = domain("escolinha")
  const { escapeHtml, linkParagraph, siteLink } = domain("email")
  const { storedDay, todayInSaoPaulo, formatDate } = domain("datas")
  const { validadeMeses } = require(`${__hooks}/lib/escolinha-acesso.js`)
  const atestado = findOrNull(() => app.findRecordById("atestados", referencia))
  if (!atestado) return null
  const aluno = findOrNull(() => app.findRecordById("alunos", atestado.getString("aluno")))
  if (!aluno || aluno.getString("responsavel") !== conta.id || aluno.getString("status") === "encerrado")
    return null
  const mais = app.findRecordsByFilter("atestados", "aluno = {:aluno} && data > {:data}", "", 1, 0, {
    aluno: aluno.id,
    data: atestado.getString("data"),
  })
  if (mais.length > 0) return null
  const { ate, status } = atestadoOf(
    storedDay(atestado.getString("data")),
    todayInSaoPaulo(),
    validadeMeses(app),
  )
  if (status === "vencido") return null
  const nome = firstName(aluno.getString("nome"))
  return require(`${__hooks}/lib/email.js`).associationEmail(app, {
    nome: conta.getString("nome"),
    subject: `Atestado médico de ${nome} vence em ${formatDate(ate)}`,
    paragraphsOf: () => [
      `<p>O atestado médico de <strong>${escapeHtml(nome)}</strong> para a escolinha vale até <strong>${escapeHtml(formatDate(ate))}</strong>.</p>`,
      "<p>Para a criança continuar nos treinos, leve um atestado novo à coordenação da escolinha antes dessa data.</p>",
      linkParagraph(siteLink(app.settings().meta.appURL, "/painel")),
    ],
  })
}

module.exports = { checkAtestado, queueAtestadoEmails, atestadoEmail }
