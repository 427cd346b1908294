// @ts-check
// An election item as the pages and the routes read it (docs/decisions/elections.md): its slates and
// their people, where its vote stands, the turnout, whether `quem` has voted or may vote, and, once a
// round is closed, its count and every receipt code with what it counted. Nothing here links a
// receipt or a ballot to a voter: the ballot box holds neither.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** Every field of an election item the pages show. */
const CAMPOS_ELEICAO = [
  "assembleia",
  "ordem",
  "titulo",
  "tipo",
  "forma",
  "orgaos",
  "mandato_inicio",
  "mandato_fim",
  "votacao",
  "rodada",
  "desempate",
  "chapa_eleita",
  "resultado",
  "votado_em",
  "posse_em",
  "observacoes",
]

/** The stored count of the last closed round, or null (JSON field: its text parsed). */
function apuracaoOf(/** @type {core.Record} */ item) {
  const text = item.getString("apuracao")
  const value = text && text !== "null" ? JSON.parse(text) : null
  return value && typeof value === "object" ? value : null
}

/** The item's round now: 1 until a second round is called. */
function rodadaOf(/** @type {core.Record} */ item) {
  return Math.max(1, item.getInt("rodada"))
}

/** The ids of the slates standing in this round: after a tie, only the tied ones. */
function elegiveisOf(/** @type {core.Record} */ item, /** @type {string[]} */ ids) {
  const apuracao = apuracaoOf(item)
  if (rodadaOf(item) > 1 && apuracao && Array.isArray(apuracao.empate) && apuracao.rodada < rodadaOf(item)) {
    return ids.filter((id) => apuracao.empate.indexOf(id) !== -1)
  }
  return ids
}

/** The slates of an item, in their numbers' order. */
function chapasOf(/** @type {CoreApp} */ app, /** @type {string} */ itemId) {
  return app.findRecordsByFilter("chapas", "item = {:item}", "numero", 0, 0, { item: itemId })
}

/** The seats of every slate of an item, by slate id, in each slate's order. */
function cargosPorChapa(/** @type {CoreApp} */ app, /** @type {string} */ itemId) {
  /** @type {Record<string, Array<{ nome: string, cargo: string, tipo: string }>>} */
  const out = {}
  const rows = app.findRecordsByFilter("chapa_cargos", "item = {:item}", "ordem", 0, 0, { item: itemId })
  for (const found of rows) {
    const row = /** @type {core.Record} */ (found)
    const chapa = row.getString("chapa")
    if (!out[chapa]) out[chapa] = []
    out[chapa].push({
      nome: row.getString("nome"),
      cargo: row.getString("cargo"),
      tipo: row.getString("tipo"),
    })
  }
  return out
}

/** Whether `conta` voted in the item's round `rodada`. */
function votou(
  /** @type {CoreApp} */ app,
  /** @type {string} */ itemId,
  /** @type {number} */ rodada,
  /** @type {string} */ conta,
) {
  if (!conta) return false
  const filter = $dbx.exp("item = {:item} AND rodada = {:rodada} AND associado = {:conta}", {
    item: itemId,
    rodada,
    conta,
  })
  return app.countRecords("assembleia_votantes", filter) > 0
}

/** Whether `conta` is on the assembly's frozen list, able to vote and present. */
function presenteApto(
  /** @type {CoreApp} */ app,
  /** @type {string} */ assembleiaId,
  /** @type {string} */ conta,
) {
  if (!conta) return false
  const filter = $dbx.exp("assembleia = {:id} AND associado = {:conta} AND apto = TRUE AND presente = TRUE", {
    id: assembleiaId,
    conta,
  })
  return app.countRecords("assembleia_associados", filter) > 0
}

/** The ballots of a closed round: [{ recibo, escolha }] sorted by receipt code, no voter, no time. */
function urnaOf(/** @type {CoreApp} */ app, /** @type {string} */ itemId, /** @type {number} */ rodada) {
  const rows = arrayOf(new DynamicModel({ recibo: "", escolha: "" }))
  app
    .db()
    .newQuery("SELECT recibo, escolha FROM urna WHERE item = {:item} AND rodada = {:rodada} ORDER BY recibo")
    .bind({ item: itemId, rodada })
    .all(rows)
  return rows.map((row) => ({ recibo: String(row.recibo), escolha: String(row.escolha) }))
}

/**
 * An election item as plain values, or null when `itemId` is no election. `quem` is the account
 * asking ("" for a visitor): whether it has voted in this round and may vote now.
 * @param {CoreApp} app
 * @param {string} itemId
 * @param {string} [quem]
 */
function readEleicao(app, itemId, quem = "") {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const { contagemOf } = require(`${__hooks}/lib/assembleias-leitura.js`)
  const { chapaTitulo, escolhaLabel } = domain("eleicoes")
  const item = findOrNull(() => app.findRecordById("assembleia_itens", itemId))
  if (!item || item.getString("tipo") !== "eleicao") return null
  const assembleia = app.findRecordById("assembleias", item.getString("assembleia"))
  const records = chapasOf(app, item.id)
  const ids = records.map((chapa) => /** @type {core.Record} */ (chapa).id)
  const elegiveis = elegiveisOf(item, ids)
  const membros = cargosPorChapa(app, item.id)
  const chapas = records.map((found) => {
    const chapa = /** @type {core.Record} */ (found)
    return {
      id: chapa.id,
      numero: chapa.getInt("numero"),
      nome: chapa.getString("nome"),
      titulo: chapaTitulo(chapa.getInt("numero"), chapa.getString("nome")),
      elegivel: elegiveis.indexOf(chapa.id) !== -1,
      membros: membros[chapa.id] || [],
    }
  })
  const votacao = item.getString("votacao") || "fechada"
  const rodada = rodadaOf(item)
  const votantes = app.countRecords(
    "assembleia_votantes",
    $dbx.exp("item = {:item} AND rodada = {:rodada}", { item: item.id, rodada }),
  )
  const jaVotou = votou(app, item.id, rodada, quem)
  const aberta = assembleia.getString("status") === "aberta" && votacao === "aberta"
  const apuracao = apuracaoOf(item)
  /** @type {Record<string, string>} */
  const nomes = {}
  for (const chapa of chapas) nomes[chapa.id] = chapa.titulo
  const recibos = apuracao
    ? urnaOf(app, item.id, apuracao.rodada).map((ballot) => ({
        recibo: ballot.recibo,
        escolha: escolhaLabel(ballot.escolha, nomes),
      }))
    : []
  return {
    item: { ...plain(item, CAMPOS_ELEICAO), rodada },
    assembleiaStatus: assembleia.getString("status"),
    chapas,
    votacao,
    rodada,
    votantes,
    presentesAptos: contagemOf(app, assembleia).presentesAptos,
    jaVotou,
    podeVotar: aberta && !jaVotou && presenteApto(app, assembleia.id, quem),
    apuracao,
    recibos,
  }
}

/** The election items of an assembly, in the agenda's order. */
function eleicoesOf(/** @type {CoreApp} */ app, /** @type {string} */ assembleiaId) {
  return app.findRecordsByFilter(
    "assembleia_itens",
    "assembleia = {:id} && tipo = 'eleicao'",
    "ordem",
    0,
    0,
    { id: assembleiaId },
  )
}

/** The term's years for a new election: the settings', else the statute's default. */
function mandatoAnosOf(/** @type {CoreApp} */ app) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const { MANDATO_ANOS } = domain("mandatos")
  const settings = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  const anos = settings ? settings.getInt("mandato_anos") : 0
  return anos > 0 ? anos : MANDATO_ANOS
}

module.exports = {
  readEleicao,
  eleicoesOf,
  chapasOf,
  elegiveisOf,
  rodadaOf,
  apuracaoOf,
  urnaOf,
  votou,
  presenteApto,
  mandatoAnosOf,
}
