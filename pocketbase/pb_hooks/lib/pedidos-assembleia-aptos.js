// @ts-check
// Who may ask for an assembly now (docs/decisions/elections.md#members-call-an-assembly): the
// assembly's own rule (app/domain/assembleias-estatuto.js aptidaoOf) with today's São Paulo month,
// over each active member's open dues; and who must convene it once a fifth has signed.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** This São Paulo month, yyyy-MM: a due of an earlier month left open leaves a member unable. */
function mesAtual() {
  return domain("datas").todayInSaoPaulo().slice(0, 7)
}

/** The active members' account ids, each with whether they may vote now. */
function aptidoes(/** @type {core.App} */ app) {
  const { aptidaoOf } = domain("assembleias-estatuto")
  const { ASSOCIADO_ATIVO } = domain("associados")
  const { openDuesByAccount } = require(`${__hooks}/lib/assembleias-edital.js`)
  const mes = mesAtual()
  const dues = openDuesByAccount(app, mes)
  /** @type {Record<string, boolean>} */
  const byAccount = {}
  const ativos = app.findRecordsByFilter("associados", "status = {:ativo}", "", 0, 0, {
    ativo: ASSOCIADO_ATIVO,
  })
  for (const found of ativos) {
    const conta = /** @type {core.Record} */ (found).getString("id_cadastro_geral")
    if (!conta) continue
    byAccount[conta] = aptidaoOf({ ativo: true, mensalidades: dues[conta] || [] }, mes).apto
  }
  return byAccount
}

/** How many members may vote now: the fifth is counted over them. */
function aptosAgora(/** @type {core.App} */ app) {
  const byAccount = aptidoes(app)
  return Object.keys(byAccount).filter((conta) => byAccount[conta]).length
}

/** Refuses (403) whoever may not ask for or sign a request now; answers the account. */
function requireApto(/** @type {core.App} */ app, /** @type {any} */ e) {
  const { PEDIDO_MENSAGENS } = domain("pedidos-assembleia")
  const { aptidaoOf } = domain("assembleias-estatuto")
  const { ASSOCIADO_ATIVO } = domain("associados")
  const { openDuesByAccount } = require(`${__hooks}/lib/assembleias-edital.js`)
  const auth = /** @type {core.Record | null} */ (e.auth)
  if (!auth || auth.collection().name !== "cadastro_geral") throw new ForbiddenError(PEDIDO_MENSAGENS.naoApto)
  const ativo = app.findRecordsByFilter(
    "associados",
    "id_cadastro_geral = {:conta} && status = {:ativo}",
    "",
    1,
    0,
    { conta: auth.id, ativo: ASSOCIADO_ATIVO },
  )
  const mes = mesAtual()
  const dues = ativo.length > 0 ? openDuesByAccount(app, mes)[auth.id] || [] : []
  if (ativo.length === 0 || !aptidaoOf({ ativo: true, mensalidades: dues }, mes).apto)
    throw new ForbiddenError(PEDIDO_MENSAGENS.naoApto)
  return auth
}

/** The accounts that convene an assembly (the president and the secretary seats that count today). */
function gestoresIds(/** @type {core.App} */ app) {
  const { currentSeatRecords } = require(`${__hooks}/lib/diretoria.js`)
  const { GESTORES_CARGOS } = domain("assembleias")
  const { TIPO_DIRETORIA, normalizeCargo } = domain("cargos")
  /** @type {string[]} */
  const ids = []
  for (const seat of currentSeatRecords(app, TIPO_DIRETORIA)) {
    const record = /** @type {core.Record} */ (seat)
    const conta = record.getString("idCadGeral")
    const gestor =
      /** @type {readonly string[]} */ (GESTORES_CARGOS).indexOf(
        normalizeCargo(record.getString("cargo")),
      ) !== -1
    if (gestor && conta && ids.indexOf(conta) === -1) ids.push(conta)
  }
  return ids
}

module.exports = { aptosAgora, requireApto, gestoresIds }
