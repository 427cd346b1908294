// @ts-check
// The open assembly's steps (docs/decisions/general-assembly.md#the-statutes-numbers): presences on
// the frozen list, the votes' start on the first or the second call, each item's vote and notes (an
// accounts item's verdict written on that year's opinion), and the closing. Each in one transaction
// with its activity entry (lib/assembleias.js runStep).

const { domain } = require(`${__hooks}/lib/domain.js`)

const CONTAGEM_INVALIDA = "Informe os votos a favor, contra e as abstenções (números inteiros, 0 ou mais)."
const FORMA_INVALIDA = "Escolha como o item foi votado."

/**
 * POST presencas { associado, presente? }: the member on the list marked present (or, with
 * `presente: false` before the votes start, unmarked). The president and the secretary mark
 * anyone; a member marks themself on an online or hybrid assembly. A second mark changes nothing.
 */
function markPresenca(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { findOrNull, bodyText } = require(`${__hooks}/lib/records.js`)
  const { MENSAGENS } = domain("assembleias")
  const gestor = lib.isGestor(e)
  return lib.runStep(
    e,
    "assembleias",
    (tx, assembleia, body) => {
      const associado = bodyText(body, "associado")
      const self = !!e.auth && !e.hasSuperuserAuth() && associado === e.auth.id
      if (!gestor && !self) throw new ForbiddenError(MENSAGENS.gestor)
      if (!gestor && assembleia.getString("modalidade") === "presencial") {
        throw new ForbiddenError(MENSAGENS.presencaOnline)
      }
      lib.requireStatus(assembleia, "aberta", MENSAGENS.naoAberta)
      const row = findOrNull(() =>
        tx.findFirstRecordByFilter(
          "assembleia_associados",
          "assembleia = {:id} && associado = {:associado}",
          {
            id: assembleia.id,
            associado,
          },
        ),
      )
      if (!associado || !row) throw new NotFoundError(MENSAGENS.foraDaLista)
      const presente = body.presente !== false && body.presente !== "false"
      if (row.getBool("presente") === presente) return { presente }
      if (!presente) lib.check(assembleia.getString("instalada_em") === "", MENSAGENS.jaInstalada)
      row.set("presente", presente)
      row.set("presente_em", presente ? lib.agora() : "")
      row.set("online", presente && !gestor)
      const { authorOf } = require(`${__hooks}/lib/atividades.js`)
      row.set("marcado_por_nome", presente ? authorOf(e.auth).autor_nome : "")
      tx.save(row)
      const kind = presente ? "assembleia_presenca" : "assembleia_presenca_desfeita"
      lib.logStep(tx, e, assembleia, kind, { nome: row.getString("nome") })
      return { presente }
    },
    { gestor: false },
  )
}

/** POST instalar: the votes start, on the first call with its quorum, else from the second call's time. */
function installAssembleia(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS, CHAMADA_LABELS } = domain("assembleias")
  const { contagemOf } = require(`${__hooks}/lib/assembleias-leitura.js`)
  return lib.runStep(e, "assembleias", (tx, assembleia) => {
    lib.requireStatus(assembleia, "aberta", MENSAGENS.naoAberta)
    lib.check(assembleia.getString("instalada_em") === "", MENSAGENS.jaInstalada)
    const { chamadaAgora } = contagemOf(tx, assembleia)
    if (chamadaAgora.error !== undefined) throw new BadRequestError(chamadaAgora.error)
    assembleia.set("chamada", chamadaAgora.chamada)
    assembleia.set("instalada_em", lib.agora())
    tx.save(assembleia)
    lib.logStep(tx, e, assembleia, "assembleia_instalada", { chamada: CHAMADA_LABELS[chamadaAgora.chamada] })
    return { chamada: chamadaAgora.chamada }
  })
}

/** A count from the body: a whole number, 0 or more; absent is 0 when `optional`, else invalid. */
function countOf(/** @type {unknown} */ value, /** @type {boolean} */ optional) {
  if (value === undefined || value === null || value === "") return optional ? 0 : NaN
  const number = Number(value)
  return Number.isInteger(number) && number >= 0 ? number : NaN
}

/** The item's assembly, open and with its votes started. */
function votingAssembly(/** @type {core.App} */ tx, /** @type {core.Record} */ item) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS } = domain("assembleias")
  const assembleia = tx.findRecordById("assembleias", item.getString("assembleia"))
  lib.requireStatus(assembleia, "aberta", MENSAGENS.naoAberta)
  lib.check(assembleia.getString("instalada_em") !== "", MENSAGENS.naoInstalada)
  return assembleia
}

/**
 * POST votacao { forma, a_favor, contra, abstencoes }: the item's vote and result (by acclamation:
 * approved, its counts optional); an accounts item's verdict on that year's opinion. Recorded again
 * until the closing.
 */
function voteItem(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS, FORMAS, ITEM_TIPOS_VOTADOS, RESULTADO_LABELS } = domain("assembleias")
  const { votosError, resultadoOf } = domain("assembleias-estatuto")
  const { contagemOf, estatutoOf } = require(`${__hooks}/lib/assembleias-leitura.js`)
  return lib.runStep(e, "assembleia_itens", (tx, item, body) => {
    const assembleia = votingAssembly(tx, item)
    const tipo = item.getString("tipo")
    lib.check(/** @type {readonly string[]} */ (ITEM_TIPOS_VOTADOS).indexOf(tipo) !== -1, MENSAGENS.naoVotado)
    const forma = String(body.forma || "")
    lib.check(/** @type {readonly string[]} */ (FORMAS).indexOf(forma) !== -1, FORMA_INVALIDA)
    const aclamacao = forma === "aclamacao"
    const votos = {
      a_favor: countOf(body.a_favor, aclamacao),
      contra: countOf(body.contra, aclamacao),
      abstencoes: countOf(body.abstencoes, aclamacao),
    }
    lib.check(!Number.isNaN(votos.a_favor + votos.contra + votos.abstencoes), CONTAGEM_INVALIDA)
    const { presentesAptos } = contagemOf(tx, assembleia)
    const excesso = votosError(votos, presentesAptos)
    if (excesso) throw new BadRequestError(excesso)
    const resultado = aclamacao
      ? "aprovado"
      : resultadoOf(votos, {
          qualificada: item.getBool("qualificada"),
          fracao: estatutoOf(tx, assembleia).maioriaQualificada,
          presentesAptos,
        })
    item.set("forma", forma)
    item.set("a_favor", votos.a_favor)
    item.set("contra", votos.contra)
    item.set("abstencoes", votos.abstencoes)
    item.set("resultado", resultado)
    item.set("votado_em", lib.agora())
    tx.save(item)
    if (tipo === "contas") {
      const parecer = tx.findFirstRecordByFilter("pareceres", "ano = {:ano}", { ano: item.getInt("ano") })
      parecer.set("assembleia_resultado", resultado === "aprovado" ? "aprovadas" : "reprovadas")
      parecer.set("assembleia_data", assembleia.getString("primeira_chamada"))
      parecer.set("assembleia", assembleia.id)
      tx.save(parecer)
    }
    lib.logStep(tx, e, assembleia, "assembleia_item_votado", {
      ordem: item.getInt("ordem"),
      item: item.getString("titulo"),
      resultado: RESULTADO_LABELS[resultado],
    })
    return { resultado }
  })
}

/** POST observacoes { observacoes }: the secretary's notes under an item, for the minutes, until closing. */
function noteItem(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS, OBSERVACOES_MAX } = domain("assembleias")
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  return lib.runStep(e, "assembleia_itens", (tx, item, body) => {
    const assembleia = tx.findRecordById("assembleias", item.getString("assembleia"))
    lib.requireStatus(assembleia, "aberta", MENSAGENS.naoAberta)
    const observacoes = bodyText(body, "observacoes")
    lib.check(
      observacoes.length <= OBSERVACOES_MAX,
      `As observações têm no máximo ${OBSERVACOES_MAX} caracteres.`,
    )
    if (observacoes === item.getString("observacoes")) return
    item.set("observacoes", observacoes)
    tx.save(item)
    lib.logStep(tx, e, assembleia, "assembleia_item_anotado", {
      ordem: item.getInt("ordem"),
      item: item.getString("titulo"),
    })
  })
}

/** POST encerrar: an open assembly whose votes started → closed, for good. */
function closeAssembleia(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS } = domain("assembleias")
  return lib.runStep(e, "assembleias", (tx, assembleia) => {
    lib.requireStatus(assembleia, "aberta", MENSAGENS.naoAberta)
    lib.check(assembleia.getString("instalada_em") !== "", MENSAGENS.naoInstalada)
    // An election's ballots are counted only by closing its vote (docs/decisions/elections.md).
    const abertas = tx.countRecords(
      "assembleia_itens",
      $dbx.exp("assembleia = {:id} AND tipo = 'eleicao' AND votacao = 'aberta'", { id: assembleia.id }),
    )
    lib.check(abertas === 0, domain("eleicoes").MENSAGENS.encerreVotacao)
    assembleia.set("status", "encerrada")
    assembleia.set("encerrada_em", lib.agora())
    tx.save(assembleia)
    lib.logStep(tx, e, assembleia, "assembleia_encerrada", {})
  })
}

module.exports = { markPresenca, installAssembleia, voteItem, noteItem, closeAssembleia }
