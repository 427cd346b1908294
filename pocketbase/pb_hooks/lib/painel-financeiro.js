// @ts-check
// What the finance pages' readers (lib/paginas/financeiro*.js, mensalidade-*.js) share: a due as the
// pages show it, the members' names beside their dues (read from `associados`, which every finance
// reader may list), and a member's own due. Read as the app: each reader has already been let in by
// the role matrix, and reads only what its area's API rules open to that role.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the pages show of a due (the site's FIELDS). */
const CAMPOS = [
  "descricao",
  "data_vencimento",
  "valor",
  "status",
  "associado_id",
  "pago_em",
  "forma_pagamento",
  "pago_por_nome",
  "isencao_motivo",
  "isentada_por_nome",
  "isentada_em",
]

/** @param {core.Record} record a due, as the pages show it */
function mensalidadeOf(record) {
  return require(`${__hooks}/lib/painel-listas.js`).plain(record, CAMPOS)
}

/**
 * The members' names by account id, in one query (the unique index on id_cadastro_geral).
 * @param {core.App} app
 * @param {readonly string[]} contas
 * @returns {Map<string, string>}
 */
function nomesDasContas(app, contas) {
  /** @type {Map<string, string>} */
  const nomes = new Map()
  const unicas = contas.filter((id, n) => id && contas.indexOf(id) === n)
  if (unicas.length === 0) return nomes
  const records = arrayOf(new Record())
  app
    .recordQuery("associados")
    .andWhere($dbx.in("id_cadastro_geral", ...unicas))
    .all(records)
  for (const record of records) nomes.set(record.getString("id_cadastro_geral"), record.getString("nome"))
  return nomes
}

/**
 * Each due with its member's name ("" when they have no member record), as the treasurer's lists show them.
 * @param {core.App} app
 * @param {ReturnType<typeof mensalidadeOf>[]} items
 */
function comNomes(app, items) {
  const nomes = nomesDasContas(
    app,
    items.map((item) => String(item.associado_id)),
  )
  return items.map((item) =>
    Object.assign(item, { associado_nome: nomes.get(String(item.associado_id)) ?? "" }),
  )
}

/**
 * The due `id`, or null when there is none (a record not found is data, never a throw).
 * @param {core.App} app
 * @param {string} id
 * @returns {core.Record | null}
 */
function mensalidadeRecord(app, id) {
  return require(`${__hooks}/lib/painel-leituras.js`).recordOrNull(app, "mensalidades", { id })
}

/**
 * The member's own due `id` as the pages show it; null when there is none or it is someone else's
 * (a member pays and keeps receipts of their own dues only, whatever else their role may read).
 * @param {core.App} app
 * @param {{ id: string }} quem
 * @param {string} id
 */
function mensalidadePropria(app, quem, id) {
  const record = mensalidadeRecord(app, id)
  return record && record.getString("associado_id") === quem.id ? mensalidadeOf(record) : null
}

/**
 * The current financial directors' phones, as the public board listing gives them (`diretoria_publica`:
 * "" where the holder did not publish it), by name: whom a member's 'Já paguei' writes to.
 * @param {core.App} app
 */
function telefonesDoFinanceiro(app) {
  const { FINANCEIRO, normalizeCargo } = domain("cargos")
  const { inTerm } = domain("mandatos")
  const hoje = domain("datas").todayInSaoPaulo()
  const seats = /** @type {core.Record[]} */ (
    app.findRecordsByFilter("diretoria_publica", 'tipo = "diretoria"', "nome", 0, 0)
  )
  return seats
    .map((seat) => ({
      cargo: seat.getString("cargo"),
      tipo: "diretoria",
      inicio_mandato: seat.getString("inicio_mandato"),
      fim_mandato: seat.getString("fim_mandato"),
      telefone: seat.getString("telefone"),
    }))
    .filter((seat) => normalizeCargo(seat.cargo) === FINANCEIRO && inTerm(seat, hoje))
    .map((seat) => seat.telefone)
}

/** The month after `mes` (yyyy-MM). */
function mesSeguinte(/** @type {string} */ mes) {
  const ano = Number(mes.slice(0, 4))
  const m = Number(mes.slice(5, 7))
  return m === 12 ? `${ano + 1}-01` : `${ano}-${String(m + 1).padStart(2, "0")}`
}

/** The stored dates that bound the dues falling due in `mes` (yyyy-MM). */
function mesBounds(/** @type {string} */ mes) {
  const { storedDate } = domain("datas")
  return { de: storedDate(`${mes}-01`), ate: storedDate(`${mesSeguinte(mes)}-01`) }
}

module.exports = {
  CAMPOS,
  mensalidadeOf,
  comNomes,
  mensalidadeRecord,
  mensalidadePropria,
  telefonesDoFinanceiro,
  mesSeguinte,
  mesBounds,
}
