// @ts-check
// The secret ballot (docs/decisions/elections.md#a-ballot-cannot-be-linked-to-its-voter): the
// secretary opens an election item's vote once the assembly's votes have started; each member present
// and able to vote casts one ballot, on their phone or on the secretary's in cabine mode. One
// transaction writes who voted (no time, nothing of the vote) and the ballot (random key, no voter, no
// time) apart; nothing of a ballot reaches the activity record or the logs.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** Lower-case letters and digits: a ballot's random key, as PocketBase's own ids are made. */
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"

/**
 * The election item's assembly, open and with its votes started; 400 otherwise.
 * @param {core.App} tx
 * @param {core.Record} item
 */
function openElection(tx, item) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS } = domain("assembleias")
  lib.check(item.getString("tipo") === "eleicao", domain("eleicoes").MENSAGENS.naoEleicao)
  const assembleia = tx.findRecordById("assembleias", item.getString("assembleia"))
  lib.requireStatus(assembleia, "aberta", MENSAGENS.naoAberta)
  lib.check(assembleia.getString("instalada_em") !== "", MENSAGENS.naoInstalada)
  return assembleia
}

/** POST abrir-votacao: the first round opens, with at least one slate registered. */
function openVoting(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS } = domain("eleicoes")
  return lib.runStep(e, "assembleia_itens", (tx, item) => {
    const assembleia = openElection(tx, item)
    const votacao = item.getString("votacao")
    lib.check(votacao === "" || votacao === "fechada", MENSAGENS.votacaoAberta)
    lib.check(tx.countRecords("chapas", $dbx.hashExp({ item: item.id })) > 0, MENSAGENS.semChapas)
    item.set("votacao", "aberta")
    item.set("rodada", 1)
    item.set("forma", "secreta")
    tx.save(item)
    lib.logStep(tx, e, assembleia, "eleicao_votacao_aberta", { ordem: item.getInt("ordem"), rodada: 1 })
  })
}

/** 16 crypto-random bytes drawn by PocketBase ($security's generator), as newReceiptCode wants them. */
function randomBytes() {
  const hex = $security.randomStringWithAlphabet(32, "0123456789abcdef")
  /** @type {number[]} */
  const bytes = []
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16))
  return bytes
}

/**
 * Whose ballot this is: the author's own, or in cabine mode (`associado` another account) the member
 * the president or the secretary picked on their device.
 * @param {any} e the request
 * @param {Record<string, any>} body
 */
function voterOf(e, body) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const { MENSAGENS } = domain("eleicoes")
  const associado = bodyText(body, "associado")
  const self =
    e.auth && !e.hasSuperuserAuth() && e.auth.collection().name === "cadastro_geral" ? e.auth.id : ""
  if (associado && associado !== self) {
    if (!lib.isGestor(e)) throw new ForbiddenError(domain("assembleias").MENSAGENS.gestor)
    return { conta: associado, cabine: true }
  }
  if (!self) throw new ForbiddenError(MENSAGENS.naoPresente)
  return { conta: self, cabine: false }
}

/**
 * POST voto { escolha, associado? } → { recibo }: one ballot for a slate standing in this round,
 * blank or null. A second ballot of the same member in the round, or two at once, is refused with
 * 409 (the check here, and the unique index of assembleia_votantes for two at once).
 */
function castVote(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const leitura = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const { MENSAGENS, newReceiptCode } = domain("eleicoes")
  const voter = voterOf(e, e.requestInfo().body || {})
  return lib.runStep(
    e,
    "assembleia_itens",
    (tx, item, body) => {
      const assembleia = openElection(tx, item)
      lib.check(item.getString("votacao") === "aberta", MENSAGENS.votacaoFechada)
      if (!leitura.presenteApto(tx, assembleia.id, voter.conta))
        throw new ForbiddenError(MENSAGENS.naoPresente)
      const rodada = leitura.rodadaOf(item)
      if (leitura.votou(tx, item.id, rodada, voter.conta)) throw new ApiError(409, MENSAGENS.jaVotou)
      const escolha = bodyText(body, "escolha")
      const ids = leitura.chapasOf(tx, item.id).map((chapa) => /** @type {core.Record} */ (chapa).id)
      const valida =
        escolha === "branco" || escolha === "nulo" || leitura.elegiveisOf(item, ids).indexOf(escolha) !== -1
      lib.check(valida, MENSAGENS.escolha)
      const votante = new Record(tx.findCollectionByNameOrId("assembleia_votantes"))
      votante.set("item", item.id)
      votante.set("rodada", rodada)
      votante.set("associado", voter.conta)
      votante.set("cabine", voter.cabine)
      try {
        tx.save(votante)
      } catch {
        // The unique index: the same member's other ballot got in first.
        throw new ApiError(409, MENSAGENS.jaVotou)
      }
      const recibo = newReceiptCode(randomBytes())
      tx.db()
        .newQuery(
          "INSERT INTO urna (id, item, rodada, escolha, recibo) VALUES ({:id}, {:item}, {:rodada}, {:escolha}, {:recibo})",
        )
        .bind({
          id: $security.randomStringWithAlphabet(20, ID_ALPHABET),
          item: item.id,
          rodada,
          escolha,
          recibo,
        })
        .execute()
      return { recibo }
    },
    { gestor: false },
  )
}

module.exports = { openVoting, castVote, openElection }
