// @ts-check
// The year's accounts for every member (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts):
// a plain member may not read the others' dues through the API, so PocketBase adds them up itself
// (GET /api/associacao/prestacao-de-contas?ano=), with no member's name in the answer; and the
// fiscal council's opinion on a year (`pareceres`), which takes the council's names and its author
// here, never from the body. Used by prestacao-de-contas.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A current seat of the executive board or the fiscal council, or an active member's record. */
function canReadAccounts(app, auth) {
  if (!auth || auth.collection().name !== "cadastro_geral") return false
  const { holdsSeat, holdsCouncilSeat } = domain("papeis")
  const seats = require(`${__hooks}/lib/diretoria.js`).listSeats(app, auth.id)
  if (holdsSeat(seats) || holdsCouncilSeat(seats)) return true
  return require(`${__hooks}/lib/sessao.js`).isActiveMember(app, auth.id)
}

/** The stored dates that bound the dues falling due in `ano`. */
const yearBounds = (ano) => ({ de: `${ano}-01-01 00:00:00.000Z`, ate: `${ano + 1}-01-01 00:00:00.000Z` })

/** Runs `sql` (bound to the year) and answers its rows as plain objects of `shape`'s fields. */
function rows(app, sql, ano, shape) {
  const result = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(yearBounds(ano)).all(result)
  return result.map((row) => {
    const plain = {}
    for (const field of Object.keys(shape)) plain[field] = row[field]
    return plain
  })
}

/** An amount summed in cents by SQL, each due rounded first (so R$ 0,10 + R$ 0,20 is R$ 0,30). */
const CENTS = "CAST(SUM(ROUND(valor * 100)) AS INTEGER)"
const IN_YEAR = "data_vencimento >= {:de} AND data_vencimento < {:ate}"

/** The grid's columns: launched takes every due, the others one status each. */
const COLUMNS = {
  lancadas: "1 = 1",
  recebidas: "status = 'pago'",
  abertas: "status = 'pendente'",
  isentas: "status = 'isenta'",
}
const columnsSql = Object.keys(COLUMNS)
  .map(
    (column) =>
      `COALESCE(SUM(CASE WHEN ${COLUMNS[column]} THEN 1 ELSE 0 END), 0) AS ${column}_quantidade,
       COALESCE(CAST(SUM(CASE WHEN ${COLUMNS[column]} THEN ROUND(valor * 100) ELSE 0 END) AS INTEGER), 0)
         AS ${column}_centavos`,
  )
  .join(", ")
const GRID_SHAPE = Object.keys(COLUMNS).reduce(
  (shape, column) => Object.assign(shape, { [`${column}_quantidade`]: 0, [`${column}_centavos`]: 0 }),
  { mes: 0 },
)

/** A grid row as { mes, lancadas: {quantidade, valor}, ... } in BRL. */
function gridLine(row) {
  const line = { mes: row.mes }
  for (const column of Object.keys(COLUMNS)) {
    line[column] = { quantidade: row[`${column}_quantidade`], valor: row[`${column}_centavos`] / 100 }
  }
  return line
}

/**
 * The dues of `ano` (by due date), as the accounts page and the treasurer's year totals show them,
 * every sum made here: per month that has dues and for the year, how many and how much were
 * launched, received, open and exempt; the paid ones per payment method (one not recorded, or no
 * longer offered, as ""); and, unless `semPagamentos`, each payment (when, which due date, how, how
 * much), never whose.
 */
function accountsOfYear(app, ano, semPagamentos) {
  const meses = rows(
    app,
    `SELECT CAST(substr(data_vencimento, 6, 2) AS INTEGER) AS mes, ${columnsSql}
     FROM mensalidades WHERE ${IN_YEAR} GROUP BY mes ORDER BY mes`,
    ano,
    GRID_SHAPE,
  ).map(gridLine)
  const total = gridLine(
    rows(app, `SELECT 0 AS mes, ${columnsSql} FROM mensalidades WHERE ${IN_YEAR}`, ano, GRID_SHAPE)[0],
  )
  delete total.mes
  const known = domain("mensalidades")
    .FORMAS_PAGAMENTO.map((forma) => `'${forma}'`)
    .join(", ")
  const forma = `CASE WHEN forma_pagamento IN (${known}) THEN forma_pagamento ELSE '' END`
  const formas = rows(
    app,
    `SELECT ${forma} AS forma, COUNT(*) AS quantidade, ${CENTS} AS centavos
     FROM mensalidades WHERE status = 'pago' AND ${IN_YEAR} GROUP BY 1 ORDER BY 1`,
    ano,
    { forma: "", quantidade: 0, centavos: 0 },
  )
  const pagamentos = semPagamentos
    ? []
    : rows(
        app,
        `SELECT pago_em, substr(data_vencimento, 1, 10) AS vencimento, forma_pagamento AS forma,
                CAST(ROUND(valor * 100) AS INTEGER) AS centavos
         FROM mensalidades WHERE status = 'pago' AND ${IN_YEAR} ORDER BY pago_em, data_vencimento, id`,
        ano,
        { pago_em: "", vencimento: "", forma: "", centavos: 0 },
      )
  const reais = (row) => {
    const out = {}
    for (const field of Object.keys(row)) if (field !== "centavos") out[field] = row[field]
    out.valor = row.centavos / 100
    return out
  }
  return { ano, meses, total, formas: formas.map(reais), pagamentos: pagamentos.map(reais) }
}

/**
 * The dues falling due in `mes` (yyyy-MM), summed as a month of the grid above (launched, received,
 * open, exempt): the dashboard's month, without the year's other sums.
 * @param {core.App} app
 * @param {string} mes
 */
function accountsOfMonth(app, mes) {
  const { addDays } = domain("datas")
  const de = `${mes}-01`
  const ate = `${addDays(`${mes}-28`, 4).slice(0, 7)}-01`
  const row = new DynamicModel(GRID_SHAPE)
  app
    .db()
    .newQuery(`SELECT ${Number(mes.slice(5, 7))} AS mes, ${columnsSql} FROM mensalidades WHERE ${IN_YEAR}`)
    .bind({ de: `${de} 00:00:00.000Z`, ate: `${ate} 00:00:00.000Z` })
    .one(row)
  return gridLine(row)
}

/** GET /api/associacao/prestacao-de-contas?ano=yyyy[&pagamentos=0]: 403 unless canReadAccounts; 400 for no year. */
function answerAccounts(e) {
  const { PRESTACAO_ANO_MINIMO } = domain("prestacao-de-contas")
  if (!canReadAccounts(e.app, e.auth)) {
    throw new ForbiddenError("Apenas associados ativos, a diretoria e o conselho fiscal leem as contas.")
  }
  const ano = Number(e.request.url.query().get("ano"))
  if (!Number.isInteger(ano) || ano < PRESTACAO_ANO_MINIMO || ano > 9998) {
    throw new BadRequestError("Informe o ano (ano=aaaa).")
  }
  // ?pagamentos=0: the sums alone (the treasurer's year and the dashboard's month need no payments).
  return e.json(200, accountsOfYear(e.app, ano, e.request.url.query().get("pagamentos") === "0"))
}

/** The names of the fiscal council's current seats, its president first, then by name. */
function councilNames(app) {
  const { TIPO_CONSELHO, CARGOS_POR_TIPO, normalizeCargo } = domain("cargos")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  /** @type {readonly string[]} */
  const order = CARGOS_POR_TIPO[TIPO_CONSELHO]
  const seated = []
  for (const record of require(`${__hooks}/lib/diretoria.js`).currentSeatRecords(app, TIPO_CONSELHO)) {
    const conta = findOrNull(() => app.findRecordById("cadastro_geral", record.getString("idCadGeral")))
    const rank = order.indexOf(normalizeCargo(record.getString("cargo")))
    if (conta) seated.push({ rank, nome: conta.getString("nome") })
  }
  seated.sort((a, b) => a.rank - b.rank || (a.nome < b.nome ? -1 : a.nome > b.nome ? 1 : 0))
  const names = []
  for (const { nome } of seated) if (names.indexOf(nome) < 0) names.push(nome)
  return names
}

/**
 * A council opinion created or updated through the API: the year must have begun, and the council's
 * names and the author are set here (the superuser, as the seed, records as 'Administrador'). Answers
 * the activity entry's description.
 */
function prepareParecer(e) {
  const { PARECER_MENSAGENS, PARECER_RESULTADO_LABELS, isParecerAno } = domain("prestacao-de-contas")
  const { todayInSaoPaulo } = domain("datas")
  const { authorOf } = require(`${__hooks}/lib/atividades.js`)
  const record = e.record
  const ano = record.getInt("ano")
  if (!isParecerAno(ano, Number(todayInSaoPaulo().slice(0, 4)))) {
    throw new BadRequestError(PARECER_MENSAGENS.ano, {
      ano: new ValidationError("ano_invalido", PARECER_MENSAGENS.ano),
    })
  }
  record.set("texto", record.getString("texto").trim())
  record.set("membros", councilNames(e.app))
  const author = authorOf(e.auth)
  record.set("registrado_por", author.autor)
  record.set("registrado_por_nome", author.autor_nome)
  const resultado = PARECER_RESULTADO_LABELS[record.getString("resultado")] || record.getString("resultado")
  const kind = record.isNew() ? "parecer_registrado" : "parecer_alterado"
  return require(`${__hooks}/lib/atividades.js`).describe(kind, { ano, resultado })
}

module.exports = {
  canReadAccounts,
  accountsOfYear,
  accountsOfMonth,
  answerAccounts,
  councilNames,
  prepareParecer,
}
