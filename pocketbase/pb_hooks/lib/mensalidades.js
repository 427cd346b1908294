// @ts-check
// Dues on the treasurer's side (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues): who confirmed a payment and
// when, the undo, the activity entries, and launching a month for every active member in one
// transaction. Used by mensalidades.pb.js (each hook handler runs in its own context, where only
// require()d modules are visible).

// The months, the ways of paying and the due day's bounds, as the site has them (app/domain).
const { domain } = require(`${__hooks}/lib/domain.js`)
const { MES_ISO, monthLabel } = domain("datas")
const { FORMA_PAGAMENTO_LABELS, MENSALIDADE_DIA_MAXIMO } = domain("mensalidades")
const { ASSOCIADO_ATIVO } = domain("associados")
/** The refusal of any change of a paid due but its undo. */
const MENSALIDADE_PAGA = "Mensalidade paga não muda; desfaça o pagamento antes de alterá-la."
/** The id PocketBase would give: 15 characters of [a-z0-9]. */
const NEW_ID = "substr(lower(hex(randomblob(8))), 1, 15)"
const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')"

function associadoName(app, mensalidade) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const conta = findOrNull(() => app.findRecordById("cadastro_geral", mensalidade.getString("associado_id")))
  return conta ? conta.getString("nome") : "associado removido"
}

/**
 * Whose due, and which, as the activity texts name it (lib/atividades.js): "João Silva",
 * "Mensalidade Dezembro/2026".
 * @param {CoreApp} app
 * @param {core.Record} mensalidade
 */
function mensalidadeValues(app, mensalidade) {
  return { associado: associadoName(app, mensalidade), mensalidade: mensalidade.getString("descricao") }
}

/**
 * The text of the activity entry `kind` about the due `mensalidade`, with the other `values`.
 * @template {import("./atividades.js").Kind} K
 * @param {CoreApp} app
 * @param {K} kind
 * @param {core.Record} mensalidade
 * @param {Omit<import("./atividades.js").Values<K>, "associado" | "mensalidade">} [values]
 */
function describeMensalidade(app, kind, mensalidade, values) {
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  const all = Object.assign(mensalidadeValues(app, mensalidade), values)
  return describe(kind, /** @type {import("./atividades.js").Values<K>} */ (/** @type {unknown} */ (all)))
}

/**
 * What a payment adds to a due, and its undo clears: the bank credit's id (`transacao_id`) too, so an
 * undone due frees its credit for another (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues).
 */
const PAYMENT_FIELDS = ["pago_em", "pago_por", "pago_por_nome", "forma_pagamento", "transacao_id"]
/** The changes of a due the activity record keeps, each with its value before and after. */
const RECORDED_FIELDS = ["status", "valor", "isencao_motivo"]

/**
 * An update through the API: a due that becomes pago takes its confirmer from the account (and
 * pago_em now, unless sent); one that becomes isenta needs a reason and takes who and when from the
 * account (lib/mensalidades-isencao.js); one that goes back to pendente loses every payment and
 * exemption field; otherwise the confirmer and the exemption stay as stored, whatever the body says.
 * Answers the activity entry (its description and what changed of RECORDED_FIELDS), or null when
 * neither the status nor the amount changed.
 */
function prepareUpdate(e) {
  const { authorOf, changesOf } = require(`${__hooks}/lib/atividades.js`)
  const isencao = require(`${__hooks}/lib/mensalidades-isencao.js`)
  const record = e.record
  const before = record.original()
  const status = record.getString("status")
  const changed = status !== before.getString("status")
  let descricao = null
  if (changed && status === "isenta") {
    descricao = isencao.prepareExemption(e, PAYMENT_FIELDS, describeMensalidade)
    return { descricao, alteracoes: changesOf(record, RECORDED_FIELDS) }
  }
  for (const field of isencao.EXEMPTION_FIELDS) record.set(field, before.get(field))
  if (changed && status === "pago") {
    const author = authorOf(e.auth)
    record.set("pago_por", author.autor)
    record.set("pago_por_nome", author.autor_nome)
    const body = e.requestInfo().body
    if (!body.pago_em) record.set("pago_em", new DateTime())
    const method = FORMA_PAGAMENTO_LABELS[record.getString("forma_pagamento")]
    descricao = (app) =>
      method
        ? describeMensalidade(app, "mensalidade_paga_por", record, { forma: method })
        : describeMensalidade(app, "mensalidade_paga", record)
  } else if (changed && status === "pendente") {
    const undone = before.getString("status") === "isenta" ? "isencao_desfeita" : "pagamento_desfeito"
    for (const field of PAYMENT_FIELDS.concat(isencao.EXEMPTION_FIELDS)) record.set(field, "")
    descricao = (app) => describeMensalidade(app, undone, record)
  } else {
    for (const field of ["pago_por", "pago_por_nome"]) record.set(field, before.get(field))
    if (record.getString("valor") !== before.getString("valor")) {
      descricao = (app) => describeMensalidade(app, "valor_alterado", record)
    }
  }
  return descricao && { descricao, alteracoes: changesOf(record, RECORDED_FIELDS) }
}

/**
 * A paid due changes only by its undo (docs/decisions/dues-and-pix.md#a-paid-due-changes-only-by-its-undo),
 * and so does an exempt one (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): back to
 * pendente, its payment or exemption cleared, nothing else changed (so neither becomes the other
 * without its undo first). Read from the due as stored by `tx`, the save's own transaction, whoever
 * saves (any role, the superuser, a hook); a save that changes nothing passes. Any due saved isenta
 * has its reason (lib/mensalidades-isencao.js). Returns the status as stored ("" for none).
 * @returns {string}
 */
function refuseSettledChange(tx, record) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const isencao = require(`${__hooks}/lib/mensalidades-isencao.js`)
  isencao.requireMotivo(record)
  const stored = findOrNull(() => tx.findRecordById("mensalidades", record.id))
  const settled = stored ? stored.getString("status") : ""
  const refusal =
    settled === "pago"
      ? { code: "mensalidade_paga", message: MENSALIDADE_PAGA, fields: PAYMENT_FIELDS }
      : settled === "isenta"
        ? {
            code: "mensalidade_isenta",
            message: isencao.MENSALIDADE_ISENTA,
            fields: isencao.EXEMPTION_FIELDS,
          }
        : null
  if (!refusal) return settled
  const undo = record.getString("status") === "pendente"
  if (undo) for (const field of refusal.fields) record.set(field, "")
  const allowed = undo ? ["status", "updated"].concat(refusal.fields) : ["updated"]
  const fields = record.collection().fields.fieldNames()
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    if (allowed.indexOf(field) < 0 && record.getString(field) !== stored.getString(field)) {
      throw new BadRequestError(refusal.message, {
        [field]: new ValidationError(refusal.code, refusal.message),
      })
    }
  }
  return settled
}

/** True when `auth` is the financial director (by the shared rule, lib/diretoria.js). */
function isFinanceiro(app, auth) {
  const { FINANCEIRO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  return require(`${__hooks}/lib/diretoria.js`).holdsSeat(app, auth, FINANCEIRO)
}

/**
 * POST /api/associacao/mensalidades/lancar {mes: "yyyy-MM", valor, dia}: one due of that month for
 * every active member who has none with that due date, all in one transaction (one INSERT ... SELECT,
 * so a thousand members cost one statement), and one activity entry. Answers {criadas}. Running it
 * again creates nothing: the NOT EXISTS skips members who have it, the unique index is the last guard.
 */
function launchMonth(e) {
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  if (!isFinanceiro(e.app, e.auth))
    throw new ForbiddenError("Apenas o diretor financeiro lança mensalidades.")
  const body = e.requestInfo().body
  const match = MES_ISO.exec(String(body.mes || ""))
  const valor = Number(body.valor)
  const day = Number(body.dia)
  if (!match || !(valor > 0) || !Number.isInteger(day) || day < 1 || day > MENSALIDADE_DIA_MAXIMO) {
    throw new BadRequestError("Mês, valor ou dia de vencimento inválido.")
  }
  const [month, year, monthNumber] = match
  const label = monthLabel(month)
  const vencimento = `${year}-${monthNumber}-${String(day).padStart(2, "0")} 00:00:00.000Z`

  let criadas = 0
  e.app.runInTransaction((tx) => {
    const result = tx
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO mensalidades (id, descricao, data_vencimento, valor, status, associado_id, created, updated)
         SELECT ${NEW_ID}, {:descricao}, {:vencimento}, {:valor}, 'pendente', ativos.conta, ${NOW}, ${NOW}
         FROM (SELECT DISTINCT a.id_cadastro_geral AS conta FROM associados a
               JOIN cadastro_geral c ON c.id = a.id_cadastro_geral
               WHERE a.status = {:ativo}) ativos
         WHERE NOT EXISTS (SELECT 1 FROM mensalidades m
                           WHERE m.associado_id = ativos.conta AND m.data_vencimento = {:vencimento})`,
      )
      .bind({ descricao: `Mensalidade ${label}`, vencimento, valor, ativo: ASSOCIADO_ATIVO })
      .execute()
    criadas = result.rowsAffected()
    if (criadas > 0) {
      const descricao = describe("mensalidades_lancadas", { quantidade: criadas, mes: label })
      recordAtividade(tx, e.auth, "mensalidades", "", descricao)
    }
  })
  return e.json(200, { criadas })
}

module.exports = { prepareUpdate, refuseSettledChange, describeMensalidade, launchMonth }
