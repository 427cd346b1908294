// @ts-check
// What the class's page and its roll read of each child (docs/decisions/youth-school.md#classes-and-the-roll,
// #health-certificates): the latest certificate's mark by the setting's validity, the guardian's name
// and phone, and the attendance rate over the last FREQUENCIA_DIAS days. Read for the class's
// children only, in a few queries whatever their number.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** "?, ?, ?" placeholders and their values, for an IN list of `ids`. */
function inList(/** @type {string} */ prefix, /** @type {string[]} */ ids) {
  /** @type {Record<string, string>} */
  const params = {}
  const names = ids.map((id, index) => {
    params[`${prefix}${index}`] = id
    return `{:${prefix}${index}}`
  })
  return { sql: names.length ? names.join(", ") : "''", params }
}

/**
 * Each child's latest certificate on `hoje`, as atestadoOf says it (status, label, its last day).
 * @param {CoreApp} app
 * @param {string[]} ids
 * @param {string} hoje
 */
function atestadosOf(app, ids, hoje) {
  const { atestadoOf } = domain("escolinha")
  const { storedDay } = domain("datas")
  const { validadeMeses } = require(`${__hooks}/lib/escolinha-acesso.js`)
  const meses = validadeMeses(app)
  const list = inList("a", ids)
  const rows = arrayOf(new DynamicModel({ aluno: "", data: "" }))
  app
    .db()
    .newQuery(`SELECT aluno, MAX(data) AS data FROM atestados WHERE aluno IN (${list.sql}) GROUP BY aluno`)
    .bind(list.params)
    .all(rows)
  /** @type {Record<string, string>} */
  const latest = {}
  for (const row of rows) latest[row.aluno] = storedDay(row.data)
  /** @type {Record<string, ReturnType<typeof atestadoOf> & { data: string }>} */
  const result = {}
  for (const id of ids) result[id] = { data: latest[id] || "", ...atestadoOf(latest[id] || "", hoje, meses) }
  return result
}

/**
 * The guardians of `alunos` by account id: their name and phone.
 * @param {CoreApp} app
 * @param {core.Record[]} alunos
 */
function guardiansOf(app, alunos) {
  /** @type {Record<string, { nome: string, telefone: string }>} */
  const result = {}
  const ids = alunos
    .map((aluno) => aluno.getString("responsavel"))
    .filter((id, i, all) => id && all.indexOf(id) === i)
  if (ids.length === 0) return result
  for (const conta of /** @type {core.Record[]} */ (app.findRecordsByIds("cadastro_geral", ids)))
    result[conta.id] = { nome: conta.getString("nome"), telefone: conta.getString("telefone") }
  return result
}

/**
 * Each child's attendance over the FREQUENCIA_DIAS days up to `hoje`: the days marked present, the
 * days of roll, and '80% de presença' (null before any roll).
 * @param {CoreApp} app
 * @param {string[]} ids
 * @param {string} hoje
 */
function frequenciasOf(app, ids, hoje) {
  const { FREQUENCIA_DIAS } = domain("escolinha")
  const { frequenciaLabel } = domain("escolinha-turmas")
  const { addDays, storedDate } = domain("datas")
  const list = inList("a", ids)
  const rows = arrayOf(new DynamicModel({ aluno: "", presentes: 0, chamadas: 0 }))
  app
    .db()
    .newQuery(
      `SELECT aluno, SUM(CASE WHEN presente THEN 1 ELSE 0 END) AS presentes, COUNT(*) AS chamadas
       FROM chamadas WHERE aluno IN (${list.sql}) AND data > {:desde} AND data <= {:hoje} GROUP BY aluno`,
    )
    .bind({ ...list.params, desde: storedDate(addDays(hoje, -FREQUENCIA_DIAS)), hoje: storedDate(hoje) })
    .all(rows)
  /** @type {Record<string, { presentes: number, chamadas: number, label: string | null }>} */
  const result = {}
  for (const id of ids) result[id] = { presentes: 0, chamadas: 0, label: null }
  for (const row of rows)
    result[row.aluno] = {
      presentes: row.presentes,
      chamadas: row.chamadas,
      label: frequenciaLabel(row.presentes, row.chamadas),
    }
  return result
}

module.exports = { atestadosOf, guardiansOf, frequenciasOf }
