// @ts-check
// The notice's steps (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes):
// publish it (the statute's lead time, frozen with the numbers it was published under, its e-mails
// queued), cancel it (with a reason, its e-mails queued) and open the assembly on its day (the
// voters' list frozen). Each in one transaction with its activity entry (lib/assembleias.js runStep).

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * Queues `tipo`'s e-mail about the assembly to every member and board member who receives e-mail,
 * as an announcement for everybody reaches them (lib/comunicados.js); answers how many.
 */
function queueToMembers(/** @type {core.App} */ tx, /** @type {string} */ tipo, /** @type {string} */ id) {
  const { recipientsOf } = require(`${__hooks}/lib/comunicados.js`)
  const { receivesEmail } = require(`${__hooks}/lib/email.js`)
  const { enqueue } = require(`${__hooks}/lib/envios.js`)
  const ids = recipientsOf(tx, "todos")
    .filter(receivesEmail)
    .map((conta) => conta.id)
  return enqueue(tx, tipo, id, ids)
}

/** POST publicar: draft → published, under the statute's lead time; its e-mails queued. */
function publishAssembleia(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS } = domain("assembleias")
  const { leadTimeError } = domain("assembleias-estatuto")
  const { dayInSaoPaulo } = domain("datas")
  const { CARGO_LABELS } = domain("cargos")
  const { estatutoAtual } = require(`${__hooks}/lib/assembleias-leitura.js`)
  return lib.runStep(e, "assembleias", (tx, assembleia) => {
    lib.requireStatus(assembleia, "rascunho", MENSAGENS.naoRascunho)
    const itens = tx.countRecords("assembleia_itens", $dbx.hashExp({ assembleia: assembleia.id }))
    lib.check(itens > 0, MENSAGENS.semItens)
    const estatuto = estatutoAtual(tx)
    const dia = dayInSaoPaulo(assembleia.getString("primeira_chamada"))
    const atraso = leadTimeError(dia, dayInSaoPaulo(new Date()), estatuto.antecedenciaDias)
    if (atraso)
      throw new BadRequestError(atraso, { primeira_chamada: new ValidationError("antecedencia", atraso) })
    const cargo = lib.gestorCargoOf(tx, e.auth)
    const conta = cargo && e.auth ? e.auth : null
    assembleia.set("status", "publicada")
    assembleia.set("publicada_em", lib.agora())
    assembleia.set("estatuto", estatuto)
    assembleia.set("convocada_por", conta ? conta.id : "")
    assembleia.set("convocada_por_nome", conta ? conta.getString("nome") : "Administrador")
    assembleia.set(
      "convocada_por_cargo",
      cargo ? /** @type {Record<string, string>} */ (CARGO_LABELS)[cargo] : "",
    )
    tx.save(assembleia)
    // The members' request this assembly answers, if its draft names one.
    require(`${__hooks}/lib/pedidos-assembleia.js`).markAtendido(tx, e, assembleia)
    const emails = queueToMembers(tx, "assembleia_edital", assembleia.id)
    lib.logStep(tx, e, assembleia, "assembleia_publicada", {
      emails: emails === 1 ? "1 e-mail" : `${emails} e-mails`,
    })
    return { emails }
  })
}

/** POST cancelar { motivo }: a published notice → cancelled; its e-mails queued. */
function cancelAssembleia(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS, MOTIVO_MAX } = domain("assembleias")
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  return lib.runStep(e, "assembleias", (tx, assembleia, body) => {
    lib.requireStatus(assembleia, "publicada", MENSAGENS.naoPublicada)
    const motivo = bodyText(body, "motivo")
    if (!motivo)
      throw new BadRequestError(MENSAGENS.motivo, { motivo: new ValidationError("motivo", MENSAGENS.motivo) })
    lib.check(motivo.length <= MOTIVO_MAX, `O motivo tem no máximo ${MOTIVO_MAX} caracteres.`)
    assembleia.set("status", "cancelada")
    assembleia.set("cancelada_em", lib.agora())
    assembleia.set("motivo_cancelamento", motivo)
    tx.save(assembleia)
    const emails = queueToMembers(tx, "assembleia_cancelada", assembleia.id)
    lib.logStep(tx, e, assembleia, "assembleia_cancelada", { motivo })
    return { emails }
  })
}

/**
 * Every member's open dues of months before `mes` (yyyy-MM), by account: what 'apto a votar' reads
 * (a due of the assembly's own month or later, paid or exempt, does not count).
 */
function openDuesByAccount(/** @type {core.App} */ tx, /** @type {string} */ mes) {
  /** @type {Record<string, Array<{ data_vencimento: string, status: string }>>} */
  const byAccount = {}
  const dues = tx.findRecordsByFilter(
    "mensalidades",
    "status = 'pendente' && data_vencimento < {:inicio}",
    "",
    0,
    0,
    { inicio: `${mes}-01 00:00:00.000Z` },
  )
  for (const record of dues) {
    const due = /** @type {core.Record} */ (record)
    const conta = due.getString("associado_id")
    byAccount[conta] = byAccount[conta] || []
    byAccount[conta].push({
      data_vencimento: due.getString("data_vencimento"),
      status: due.getString("status"),
    })
  }
  return byAccount
}

/**
 * POST abrir: a published notice → open, from the first call's São Paulo day on; the list of
 * members frozen as they stand now, each able to vote or not and why.
 */
function openAssembleia(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { MENSAGENS } = domain("assembleias")
  const { aptidaoOf } = domain("assembleias-estatuto")
  const { ASSOCIADO_ATIVO } = domain("associados")
  const { dayInSaoPaulo } = domain("datas")
  return lib.runStep(e, "assembleias", (tx, assembleia) => {
    lib.requireStatus(assembleia, "publicada", MENSAGENS.naoPublicada)
    const dia = dayInSaoPaulo(assembleia.getString("primeira_chamada"))
    lib.check(dayInSaoPaulo(new Date()) >= dia, MENSAGENS.antesDoDia)
    assembleia.set("status", "aberta")
    assembleia.set("aberta_em", lib.agora())
    tx.save(assembleia)
    const mes = dia.slice(0, 7)
    const dues = openDuesByAccount(tx, mes)
    const lista = tx.findCollectionByNameOrId("assembleia_associados")
    const associados = tx.findRecordsByFilter("associados", "id != ''", "nome", 0, 0)
    let aptos = 0
    for (const found of associados) {
      const associado = /** @type {core.Record} */ (found)
      const conta = associado.getString("id_cadastro_geral")
      const aptidao = aptidaoOf(
        { ativo: associado.getInt("status") === ASSOCIADO_ATIVO, mensalidades: (conta && dues[conta]) || [] },
        mes,
      )
      const row = new Record(lista)
      row.set("assembleia", assembleia.id)
      row.set("associado", conta)
      row.set("nome", associado.getString("nome") || "Associado")
      row.set("apto", aptidao.apto)
      row.set("motivo", aptidao.motivo)
      tx.save(row)
      if (aptidao.apto) aptos += 1
    }
    lib.logStep(tx, e, assembleia, "assembleia_aberta", { aptos, associados: associados.length })
    return { aptos, associados: associados.length }
  })
}

module.exports = { publishAssembleia, cancelAssembleia, openAssembleia, openDuesByAccount }
