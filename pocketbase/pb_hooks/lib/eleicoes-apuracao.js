// @ts-check
// An election's count (docs/decisions/elections.md): closing a round counts its ballots (the only
// time they are read), stores the count with the turnout and elects the slate with most valid votes;
// a tie elects nobody until the secretary records the statute's tie-break or calls a second round
// among the tied slates. After the closing, SQLite's write-ahead log is folded into the database and
// emptied, so the order the ballots were written in does not outlive the vote.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The slates' names for the activity record: 'Chapa 1 — Renovação'. */
function titulos(/** @type {core.App} */ tx, /** @type {string[]} */ ids) {
  const { chapaTitulo } = domain("eleicoes")
  return ids.map((id) => {
    const chapa = tx.findRecordById("chapas", id)
    return chapaTitulo(chapa.getInt("numero"), chapa.getString("nome"))
  })
}

/** The item's vote closed and counted, with no slate elected yet; 400 otherwise. */
function closedUndecided(/** @type {core.Record} */ item) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { apuracaoOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { MENSAGENS } = domain("eleicoes")
  lib.check(item.getString("chapa_eleita") === "", MENSAGENS.jaEleita)
  const apuracao = apuracaoOf(item)
  const empate = apuracao && Array.isArray(apuracao.empate) ? apuracao.empate : []
  lib.check(item.getString("votacao") === "encerrada" && empate.length > 0, MENSAGENS.semEmpate)
  return /** @type {string[]} */ (empate)
}

/** POST encerrar-votacao: the round's count, its turnout, and the elected slate or the tie. */
function closeVoting(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const leitura = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { openElection } = require(`${__hooks}/lib/eleicoes-voto.js`)
  const { contagemOf } = require(`${__hooks}/lib/assembleias-leitura.js`)
  const { MENSAGENS, apurar } = domain("eleicoes")
  const answer = lib.runStep(e, "assembleia_itens", (tx, item) => {
    const assembleia = openElection(tx, item)
    lib.check(item.getString("votacao") === "aberta", MENSAGENS.votacaoFechada)
    const rodada = leitura.rodadaOf(item)
    const ids = leitura.chapasOf(tx, item.id).map((chapa) => /** @type {core.Record} */ (chapa).id)
    const ballots = leitura.urnaOf(tx, item.id, rodada)
    const count = apurar(ballots, leitura.elegiveisOf(item, ids))
    const votantes = tx.countRecords(
      "assembleia_votantes",
      $dbx.exp("item = {:item} AND rodada = {:rodada}", { item: item.id, rodada }),
    )
    const antes = leitura.apuracaoOf(item)
    /** @type {unknown[]} */
    let anteriores = []
    if (antes) {
      const { anteriores: older, ...previous } = antes
      anteriores = (Array.isArray(older) ? older : []).concat([previous])
    }
    const apuracao = {
      rodada,
      ...count,
      votantes,
      presentesAptos: contagemOf(tx, assembleia).presentesAptos,
      anteriores,
    }
    item.set("apuracao", apuracao)
    item.set("votacao", "encerrada")
    item.set("votado_em", lib.agora())
    item.set("chapa_eleita", count.vencedora || "")
    item.set("resultado", count.vencedora ? "aprovado" : "")
    tx.save(item)
    const resultado = count.vencedora
      ? `${titulos(tx, [count.vencedora])[0]} eleita`
      : `empate entre ${titulos(tx, count.empate).join(", ")}`
    lib.logStep(tx, e, assembleia, "eleicao_votacao_encerrada", { ordem: item.getInt("ordem"), resultado })
    return { vencedora: count.vencedora, empate: count.empate }
  })
  // After the commit: the WAL's frames would keep the ballots' insertion order until SQLite's next
  // checkpoint (docs/decisions/elections.md#a-ballot-cannot-be-linked-to-its-voter).
  e.app.db().newQuery("PRAGMA wal_checkpoint(TRUNCATE)").execute()
  return answer
}

/** POST desempate { chapa, texto }: the statute's tie-break elects one of the tied slates. */
function breakTie(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const { openElection } = require(`${__hooks}/lib/eleicoes-voto.js`)
  const { MENSAGENS, DESEMPATE_MAX } = domain("eleicoes")
  return lib.runStep(e, "assembleia_itens", (tx, item, body) => {
    const assembleia = openElection(tx, item)
    const empate = closedUndecided(item)
    const chapa = bodyText(body, "chapa")
    lib.check(empate.indexOf(chapa) !== -1, MENSAGENS.foraDoEmpate)
    const texto = bodyText(body, "texto")
    lib.check(texto !== "" && texto.length <= DESEMPATE_MAX, MENSAGENS.desempateTexto)
    item.set("desempate", texto)
    item.set("chapa_eleita", chapa)
    item.set("resultado", "aprovado")
    tx.save(item)
    lib.logStep(tx, e, assembleia, "eleicao_desempate", {
      ordem: item.getInt("ordem"),
      chapa: titulos(tx, [chapa])[0],
    })
  })
}

/** POST nova-rodada: after a tie, a new round among the tied slates (the count keeps which). */
function newRound(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { rodadaOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { openElection } = require(`${__hooks}/lib/eleicoes-voto.js`)
  return lib.runStep(e, "assembleia_itens", (tx, item) => {
    const assembleia = openElection(tx, item)
    const empate = closedUndecided(item)
    const rodada = rodadaOf(item) + 1
    item.set("rodada", rodada)
    item.set("votacao", "aberta")
    item.set("votado_em", "")
    tx.save(item)
    lib.logStep(tx, e, assembleia, "eleicao_nova_rodada", {
      ordem: item.getInt("ordem"),
      rodada,
      chapas: titulos(tx, empate).join(", "),
    })
    return { rodada }
  })
}

module.exports = { closeVoting, breakTie, newRound }
