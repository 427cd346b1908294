// @ts-check
// /painel/assembleias/{id}/chapas: each election item of the assembly with its slates in order
// ('Chapa 1 — Renovação' and the person on each seat), and the members able to vote now, whom
// 'Registrar chapa' offers for each seat, as PocketBase's registerChapa checks them (the frozen list
// once the assembly is open; before, aptidaoOf over this São Paulo month's dues), by name, narrowed
// by ?q= and at most APTOS_MAX (docs/decisions/elections.md).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** How many able members the form's lists offer at most: beyond it, the search narrows them. */
const APTOS_MAX = 300

const CAMPOS_ITEM = ["ordem", "titulo", "orgaos", "mandato_inicio", "mandato_fim"]

module.exports = {
  caminho: "/painel/assembleias/{id}/chapas",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_itens", "chapas", "chapa_cargos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params, query) {
    const { findOrNull } = require(`${__hooks}/lib/records.js`)
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { eleicoesOf, readEleicao } = require(`${__hooks}/lib/eleicoes-leitura.js`)
    const { foldForSearch, searchTerms } = domain("busca")
    const assembleia = findOrNull(() => app.findRecordById("assembleias", params.id))
    if (!assembleia) return null
    const lista =
      assembleia.getString("status") === "aberta" ? aptosDaLista(app, assembleia.id) : aptosAgora(app)
    const aptos = lista.map((pessoa) => ({ ...pessoa, chave: foldForSearch(pessoa.nome) }))
    const termos = searchTerms(query("q"))
    const achados = termos ? aptos.filter((pessoa) => pessoa.chave.includes(termos.texto)) : aptos
    return {
      assembleia: plain(assembleia, ["tipo", "primeira_chamada", "status"]),
      eleicoes: eleicoesOf(app, assembleia.id).map((found) => {
        const item = /** @type {core.Record} */ (found)
        const { chapas, votacao } = /** @type {NonNullable<ReturnType<typeof readEleicao>>} */ (
          readEleicao(app, item.id)
        )
        return { ...plain(item, CAMPOS_ITEM), votacao, chapas }
      }),
      aptos: achados.slice(0, APTOS_MAX).map((pessoa) => ({ id: pessoa.id, nome: pessoa.nome })),
      aptosAchados: achados.length,
      aptosMax: APTOS_MAX,
    }
  },
}

/**
 * The members able to vote today (aptidaoOf with São Paulo's month), by name: their account's id
 * (what a slate's seat stores) and their name.
 * @param {core.App} app
 */
function aptosAgora(app) {
  const { aptidaoOf } = domain("assembleias-estatuto")
  const { ASSOCIADO_ATIVO } = domain("associados")
  const mes = domain("datas").todayInSaoPaulo().slice(0, 7)
  const { openDuesByAccount } = require(`${__hooks}/lib/assembleias-edital.js`)
  const abertas = openDuesByAccount(app, mes)
  /** @type {Array<{ id: string, nome: string }>} */
  const aptos = []
  const ativos = app.findRecordsByFilter(
    "associados",
    "status = {:ativo} && id_cadastro_geral != ''",
    "nome",
    0,
    0,
    { ativo: ASSOCIADO_ATIVO },
  )
  for (const found of ativos) {
    const associado = /** @type {core.Record} */ (found)
    const conta = associado.getString("id_cadastro_geral")
    if (aptidaoOf({ ativo: true, mensalidades: abertas[conta] || [] }, mes).apto)
      aptos.push({ id: conta, nome: associado.getString("nome") || "Associado" })
  }
  return aptos
}

/** The open assembly's frozen list: those able to vote, by name. */
function aptosDaLista(/** @type {core.App} */ app, /** @type {string} */ id) {
  const rows = app.findRecordsByFilter(
    "assembleia_associados",
    "assembleia = {:id} && apto = true",
    "nome",
    0,
    0,
    {
      id,
    },
  )
  return rows.map((found) => {
    const row = /** @type {core.Record} */ (found)
    return { id: row.getString("associado"), nome: row.getString("nome") }
  })
}
