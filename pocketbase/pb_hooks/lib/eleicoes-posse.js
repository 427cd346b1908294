// @ts-check
// 'Dar posse' (docs/decisions/elections.md#dar-posse-installs-the-elected-slate): in one transaction,
// every seat of an elected body still counting on the term's first day ends the day before
// (app/domain/eleicoes-posse.js), then the elected slate's seats are created with the item's term,
// each saved through the board's own rules (lib/mandatos.js: position, term, exactly one
// president). As 'Transferir presidência' does (lib/cargos.js), the outgoing president's seat is
// saved without the record checks and the incoming president's save checks the whole board. Once:
// `posse_em` marks it, and the closed-assembly lock lets that one field pass (lib/assembleias-trava.js).
// Used by posse.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** "Presidente (Diretoria Executiva) de Fulano", as the board's activity entries name a seat. */
function seatName(/** @type {core.App} */ tx, /** @type {core.Record} */ seat, /** @type {string} */ nome) {
  const { TIPO_LABELS, cargoLabel } = domain("cargos")
  const tipo =
    /** @type {Record<string, string>} */ (TIPO_LABELS)[seat.getString("tipo")] || seat.getString("tipo")
  return `${cargoLabel(seat.getString("cargo"))} (${tipo}) de ${nome}`
}

function personName(/** @type {core.App} */ tx, /** @type {string} */ conta) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const record = conta ? findOrNull(() => tx.findRecordById("cadastro_geral", conta)) : null
  return record ? record.getString("nome") : "pessoa removida"
}

/** The elected bodies' seats still counting on `inicio` end the day before; answers how many. */
function endOutgoing(tx, e, /** @type {string[]} */ orgaos, /** @type {string} */ inicio) {
  const { fimDoSaindo } = domain("eleicoes-posse")
  const { storedDate, storedDay } = domain("datas")
  const { isPresidentSeat } = domain("papeis")
  const { toSeat } = require(`${__hooks}/lib/mandatos.js`)
  const { describe, recordAtividade, changesOf } = require(`${__hooks}/lib/atividades.js`)
  let ended = 0
  for (const tipo of orgaos) {
    for (const found of tx.findRecordsByFilter("diretoria", "tipo = {:tipo}", "", 0, 0, { tipo })) {
      const seat = /** @type {core.Record} */ (found)
      const fim = fimDoSaindo(toSeat(seat), inicio)
      if (fim === null || fim === storedDay(seat.getString("fim_mandato"))) continue
      seat.set("fim_mandato", storedDate(fim))
      const changes = changesOf(seat, ["fim_mandato"], false)
      // The president's seat without the checks: the incoming president's save checks the board.
      if (isPresidentSeat(toSeat(seat))) tx.saveNoValidate(seat)
      else tx.save(seat)
      const nome = personName(tx, seat.getString("idCadGeral"))
      const text = describe("mandato_encerrado", { cargo: seatName(tx, seat, nome) })
      recordAtividade(tx, e.auth, "diretoria", seat.id, text, changes)
      ended += 1
    }
  }
  return ended
}

/** The slate's seats with the item's term, the president's first; answers how many. */
function createSeats(
  tx,
  e,
  /** @type {string} */ chapaId,
  /** @type {string} */ inicio,
  /** @type {string} */ fim,
) {
  const { POSSE_MENSAGENS } = domain("eleicoes-posse")
  const { storedDate } = domain("datas")
  const { isPresidentSeat } = domain("papeis")
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const membros = tx
    .findRecordsByFilter("chapa_cargos", "chapa = {:chapa}", "ordem", 0, 0, { chapa: chapaId })
    .map((found) => /** @type {core.Record} */ (found))
  const president = (/** @type {core.Record} */ m) =>
    isPresidentSeat({ cargo: m.getString("cargo"), tipo: m.getString("tipo") }) ? 0 : 1
  membros.sort((a, b) => president(a) - president(b))
  const diretoria = tx.findCollectionByNameOrId("diretoria")
  for (const membro of membros) {
    const conta = membro.getString("conta")
    if (!conta || personName(tx, conta) === "pessoa removida")
      throw new BadRequestError(POSSE_MENSAGENS.semConta(membro.getString("nome")))
    const seat = new Record(diretoria)
    seat.set("idCadGeral", conta)
    seat.set("cargo", membro.getString("cargo"))
    seat.set("tipo", membro.getString("tipo"))
    seat.set("inicio_mandato", storedDate(inicio))
    seat.set("fim_mandato", storedDate(fim))
    tx.save(seat)
    const text = describe("cargo_nomeado", { cargo: seatName(tx, seat, personName(tx, conta)) })
    recordAtividade(tx, e.auth, "diretoria", seat.id, text)
  }
  return membros.length
}

/**
 * POST assembleia-itens/{id}/posse: the elected slate of an election item takes its seats. Refused
 * before a slate is elected, without the term, before the assembly opens, and a second time.
 */
function installSlate(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { POSSE_MENSAGENS } = domain("eleicoes-posse")
  const { storedDay, formatDate } = domain("datas")
  const { chapaTitulo, ORGAOS } = domain("eleicoes")
  return lib.runStep(e, "assembleia_itens", (tx, item) => {
    lib.check(item.getString("tipo") === "eleicao", domain("eleicoes").MENSAGENS.naoEleicao)
    const assembleia = tx.findRecordById("assembleias", item.getString("assembleia"))
    const status = assembleia.getString("status")
    lib.check(status === "aberta" || status === "encerrada", POSSE_MENSAGENS.assembleia)
    lib.check(item.getString("posse_em") === "", POSSE_MENSAGENS.jaDada)
    const chapaId = item.getString("chapa_eleita")
    lib.check(chapaId !== "", POSSE_MENSAGENS.semEleita)
    const inicio = storedDay(item.getString("mandato_inicio"))
    const fim = storedDay(item.getString("mandato_fim"))
    lib.check(inicio !== "" && fim !== "" && fim >= inicio, POSSE_MENSAGENS.semMandato)
    const orgaos = item
      .getStringSlice("orgaos")
      .filter((tipo) => ORGAOS.indexOf(/** @type {any} */ (tipo)) !== -1)
    const encerrados = endOutgoing(tx, e, orgaos, inicio)
    const criados = createSeats(tx, e, chapaId, inicio, fim)
    item.set("posse_em", lib.agora())
    tx.save(item)
    const chapa = tx.findRecordById("chapas", chapaId)
    lib.logStep(tx, e, assembleia, "posse_dada", {
      chapa: chapaTitulo(chapa.getInt("numero"), chapa.getString("nome")),
      inicio: formatDate(inicio),
      fim: formatDate(fim),
    })
    return { criados, encerrados }
  })
}

module.exports = { installSlate }
