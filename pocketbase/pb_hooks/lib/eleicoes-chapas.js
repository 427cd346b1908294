// @ts-check
// An election's slates (docs/decisions/elections.md): registered by the president or the secretary
// once the notice is published and until the item's vote opens, each seat of the elected bodies held
// by one member able to vote now, one person once per election (the unique index of chapa_cargos
// says so whoever writes; this route turns it into the reason).

const { domain } = require(`${__hooks}/lib/domain.js`)

const CHAPAS_QUANDO = "As chapas são registradas depois de publicado o edital e antes de abrir a votação."
const CHAPA_REPETIDA = "Já existe uma chapa com este nome nesta eleição."
const SEM_PESSOA = "Escolha um associado para cada cargo."

/**
 * The election item's assembly, published or open, and its vote not yet opened: while slates may
 * change. 400 otherwise (a closed assembly answers that it is closed).
 * @param {core.App} tx
 * @param {core.Record} item
 */
function slatesAssembly(tx, item) {
  const { MENSAGENS } = domain("eleicoes")
  const lib = require(`${__hooks}/lib/assembleias.js`)
  lib.check(item.getString("tipo") === "eleicao", MENSAGENS.naoEleicao)
  const assembleia = tx.findRecordById("assembleias", item.getString("assembleia"))
  const status = assembleia.getString("status")
  if (status !== "aberta") lib.requireStatus(assembleia, "publicada", CHAPAS_QUANDO)
  const votacao = item.getString("votacao")
  lib.check(votacao === "" || votacao === "fechada", MENSAGENS.votacaoAberta)
  return assembleia
}

/**
 * Whether each account may vote now: on an open assembly its frozen list says so; before, the
 * statute's rule over the member's dues as they stand this São Paulo month.
 * @param {core.App} tx
 * @param {core.Record} assembleia
 * @param {string} conta
 */
function aptoAgora(tx, assembleia, conta) {
  if (assembleia.getString("status") === "aberta") {
    const filter = $dbx.exp("assembleia = {:id} AND associado = {:conta} AND apto = TRUE", {
      id: assembleia.id,
      conta,
    })
    return tx.countRecords("assembleia_associados", filter) > 0
  }
  const { aptidaoOf } = domain("assembleias-estatuto")
  const { ASSOCIADO_ATIVO } = domain("associados")
  const { openDuesByAccount } = require(`${__hooks}/lib/assembleias-edital.js`)
  const ativo = tx.findRecordsByFilter(
    "associados",
    "id_cadastro_geral = {:conta} && status = {:ativo}",
    "",
    1,
    0,
    {
      conta,
      ativo: ASSOCIADO_ATIVO,
    },
  )
  if (ativo.length === 0) return false
  const mes = domain("datas").todayInSaoPaulo().slice(0, 7)
  return aptidaoOf({ ativo: true, mensalidades: openDuesByAccount(tx, mes)[conta] || [] }, mes).apto
}

/** A member's name for the slate and the refusals: their member record's, else the account's. */
function nomeDe(/** @type {core.App} */ tx, /** @type {string} */ conta) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const associado = tx.findRecordsByFilter("associados", "id_cadastro_geral = {:conta}", "", 1, 0, {
    conta,
  })[0]
  if (associado && associado.getString("nome")) return associado.getString("nome")
  const account = findOrNull(() => tx.findRecordById("cadastro_geral", conta))
  return account ? account.getString("nome") : ""
}

/** The body's people, each { conta, cargo, tipo, nome } with the name found for its account. */
function membrosOf(/** @type {core.App} */ tx, /** @type {Record<string, any>} */ body) {
  const list = Array.isArray(body.membros) ? body.membros : []
  return list.map((/** @type {any} */ raw) => {
    const conta = raw && raw.conta ? String(raw.conta).trim() : ""
    return {
      conta,
      cargo: raw && raw.cargo ? String(raw.cargo).trim() : "",
      tipo: raw && raw.tipo ? String(raw.tipo).trim() : "",
      nome: conta ? nomeDe(tx, conta) : "",
    }
  })
}

/** 400 when someone of `membros` is already on another slate of this election: 'Fulano já está na Chapa 1.' */
function refuseOtherSlate(
  /** @type {core.App} */ tx,
  /** @type {core.Record} */ item,
  /** @type {ReturnType<typeof membrosOf>} */ membros,
) {
  const { MENSAGENS } = domain("eleicoes")
  for (const membro of membros) {
    const taken = tx.findRecordsByFilter("chapa_cargos", "item = {:item} && conta = {:conta}", "", 1, 0, {
      item: item.id,
      conta: membro.conta,
    })[0]
    if (!taken) continue
    const chapa = tx.findRecordById("chapas", taken.getString("chapa"))
    throw new BadRequestError(MENSAGENS.outraChapa(membro.nome, `Chapa ${chapa.getInt("numero")}`))
  }
}

/** POST chapas { nome, membros: [{ conta, cargo, tipo }] }: a slate, numbered after the last. */
function registerChapa(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const { MENSAGENS, CHAPA_NOME_MAX, slateProblem, chapaTitulo } = domain("eleicoes")
  return lib.runStep(e, "assembleia_itens", (tx, item, body) => {
    const assembleia = slatesAssembly(tx, item)
    const nome = bodyText(body, "nome")
    lib.check(nome !== "" && nome.length <= CHAPA_NOME_MAX, MENSAGENS.chapaNome)
    const taken = tx.countRecords(
      "chapas",
      $dbx.exp("item = {:item} AND lower(nome) = lower({:nome})", { item: item.id, nome }),
    )
    lib.check(taken === 0, CHAPA_REPETIDA)
    const membros = membrosOf(tx, body)
    for (const membro of membros) lib.check(!membro.conta || membro.nome !== "", SEM_PESSOA)
    const problem = slateProblem(membros, item.getStringSlice("orgaos"))
    if (problem) throw new BadRequestError(problem)
    for (const membro of membros)
      lib.check(aptoAgora(tx, assembleia, membro.conta), MENSAGENS.naoApto(membro.nome))
    refuseOtherSlate(tx, item, membros)
    const last = tx.findRecordsByFilter("chapas", "item = {:item}", "-numero", 1, 0, { item: item.id })[0]
    const chapa = new Record(tx.findCollectionByNameOrId("chapas"))
    chapa.set("item", item.id)
    chapa.set("numero", last ? last.getInt("numero") + 1 : 1)
    chapa.set("nome", nome)
    tx.save(chapa)
    const cargos = tx.findCollectionByNameOrId("chapa_cargos")
    membros.forEach((membro, ordem) => {
      const row = new Record(cargos)
      row.set("chapa", chapa.id)
      row.set("item", item.id)
      row.set("conta", membro.conta)
      row.set("nome", membro.nome)
      row.set("cargo", membro.cargo)
      row.set("tipo", membro.tipo)
      row.set("ordem", ordem)
      tx.save(row)
    })
    const titulo = chapaTitulo(chapa.getInt("numero"), nome)
    lib.logStep(tx, e, assembleia, "eleicao_chapa_registrada", { chapa: titulo, ordem: item.getInt("ordem") })
    return { chapa: chapa.id, numero: chapa.getInt("numero") }
  })
}

/** POST chapas/{id}/excluir: a slate leaves the election before its vote opens (its seats with it). */
function removeChapa(e) {
  const lib = require(`${__hooks}/lib/assembleias.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { MENSAGENS, chapaTitulo } = domain("eleicoes")
  const found = findOrNull(() => e.app.findRecordById("chapas", e.request.pathValue("id")))
  if (!found) throw new NotFoundError(MENSAGENS.chapaNaoEncontrada)
  return lib.runStep(e, "chapas", (tx, chapa) => {
    const item = tx.findRecordById("assembleia_itens", chapa.getString("item"))
    const assembleia = slatesAssembly(tx, item)
    tx.delete(chapa)
    const titulo = chapaTitulo(chapa.getInt("numero"), chapa.getString("nome"))
    lib.logStep(tx, e, assembleia, "eleicao_chapa_excluida", { chapa: titulo, ordem: item.getInt("ordem") })
  })
}

module.exports = { registerChapa, removeChapa }
