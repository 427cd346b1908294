// @ts-check
// An assembly as its panel pages and routes read it (docs/decisions/general-assembly.md): the record,
// its agenda in order, and the counts of its frozen list (able voters, those present, the first
// call's quorum and the quorum line, the second call's instant, on which call the votes may start
// now). The statute's numbers are the ones the notice was published under, else today's settings.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** Every field of an assembly and of an item the pages show. */
const CAMPOS_ASSEMBLEIA = [
  "tipo",
  "primeira_chamada",
  "modalidade",
  "local",
  "link",
  "instrucoes",
  "status",
  "criada_por",
  "publicada_em",
  "convocada_por",
  "convocada_por_nome",
  "convocada_por_cargo",
  "cancelada_em",
  "motivo_cancelamento",
  "aberta_em",
  "instalada_em",
  "chamada",
  "encerrada_em",
  "created",
  "updated",
]
const CAMPOS_ITEM = [
  "assembleia",
  "ordem",
  "titulo",
  "tipo",
  "ano",
  "qualificada",
  "forma",
  "a_favor",
  "contra",
  "abstencoes",
  "resultado",
  "votado_em",
  "observacoes",
  // An election's bodies and term, shown on the agenda (its vote: lib/eleicoes-leitura.js).
  "orgaos",
  "mandato_inicio",
  "mandato_fim",
]

/**
 * The statute's numbers today: the settings' record, each empty one its default.
 * @param {CoreApp} app
 * @returns {import("../../../app/domain/assembleias-estatuto.js").Estatuto}
 */
function estatutoAtual(app) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const padrao = domain("assembleias-estatuto")
  const settings = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  const number = (/** @type {string} */ name, /** @type {number} */ fallback) =>
    settings && settings.getString(name) !== "" ? settings.getInt(name) : fallback
  const fraction = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const text = settings ? settings.getString(name).trim() : ""
    return padrao.parseFracao(text) ? text : fallback
  }
  return {
    antecedenciaDias: number("antecedencia_assembleia_dias", padrao.ANTECEDENCIA_PADRAO),
    quorum: fraction("quorum_assembleia", padrao.QUORUM_PADRAO),
    minutosSegundaChamada: number("minutos_segunda_chamada", padrao.INTERVALO_SEGUNDA_CHAMADA_PADRAO),
    maioriaQualificada: fraction("maioria_qualificada", padrao.MAIORIA_QUALIFICADA_PADRAO),
  }
}

/**
 * The numbers an assembly follows: frozen on its notice once published, today's while a draft.
 * @param {CoreApp} app
 * @param {core.Record} assembleia
 */
function estatutoOf(app, assembleia) {
  const text = assembleia.getString("estatuto")
  const frozen = text && text !== "null" ? JSON.parse(text) : null
  return frozen && typeof frozen === "object" ? { ...estatutoAtual(app), ...frozen } : estatutoAtual(app)
}

/** An instant field's milliseconds since the epoch (0 when empty). */
function millisOf(/** @type {core.Record} */ record, /** @type {string} */ field) {
  const value = record.getDateTime(field)
  return value.isZero() ? 0 : value.time().unixMilli()
}

/** The agenda's records, in order. */
function itensOf(/** @type {CoreApp} */ app, /** @type {string} */ id) {
  return app.findRecordsByFilter("assembleia_itens", "assembleia = {:id}", "ordem", 0, 0, { id })
}

/**
 * The frozen list's counts (all zero before the assembly opens) and what they mean now.
 * @param {CoreApp} app
 * @param {core.Record} assembleia
 * @param {number} [agoraMs]
 */
function contagemOf(app, assembleia, agoraMs = Date.now()) {
  const estatuto = domain("assembleias-estatuto")
  const { MENSAGENS } = domain("assembleias")
  const numbers = estatutoOf(app, assembleia)
  const status = assembleia.getString("status")
  const lista = status === "aberta" || status === "encerrada"
  const count = (/** @type {string} */ filter) =>
    app.countRecords(
      "assembleia_associados",
      $dbx.exp(`assembleia = {:id} AND ${filter}`, { id: assembleia.id }),
    )
  const aptos = lista ? count("apto = TRUE") : 0
  const presentesAptos = lista ? count("apto = TRUE AND presente = TRUE") : 0
  const presentesNaoAptos = lista ? count("apto = FALSE AND presente = TRUE") : 0
  const quorum = estatuto.quorumPrimeiraChamada(aptos, numbers.quorum)
  const segundaChamadaMs = estatuto.segundaChamadaEm(
    millisOf(assembleia, "primeira_chamada"),
    numbers.minutosSegundaChamada,
  )
  const chamadaAgora = lista
    ? estatuto.chamadaOf({ presentesAptos, quorum, agoraMs, segundaChamadaMs })
    : { error: MENSAGENS.naoAberta }
  return {
    lista,
    aptos,
    presentesAptos,
    presentesNaoAptos,
    quorum,
    linha: estatuto.quorumLine(presentesAptos, aptos, quorum),
    segundaChamada: new Date(segundaChamadaMs).toISOString(),
    chamadaAgora,
  }
}

/**
 * An assembly, its agenda and its counts as plain values, or null when there is none of that id.
 * @param {CoreApp} app
 * @param {string} id
 */
function readAssembleia(app, id) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const record = findOrNull(() => app.findRecordById("assembleias", id))
  if (!record) return null
  return {
    assembleia: { ...plain(record, CAMPOS_ASSEMBLEIA), estatuto: estatutoOf(app, record) },
    itens: itensOf(app, id).map((item) => plain(/** @type {core.Record} */ (item), CAMPOS_ITEM)),
    contagem: contagemOf(app, record),
  }
}

module.exports = { readAssembleia, contagemOf, estatutoOf, estatutoAtual, itensOf, millisOf }
