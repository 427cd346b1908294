// @ts-check
// What a voter's pages read of an election (docs/decisions/elections.md), over lib/eleicoes-leitura.js:
// the ballot of /painel/votar/{item} (the slates standing in this round, whether the person may vote
// or has voted), the dashboard's 'Votar' (each open election the person is present and able in), and
// the cabine's list (the present able members who have not voted in this round, by folded name).
// None of them carries a count, a receipt or a choice: those are the result page's, after closing.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * The slates standing in the round, as the ballot draws them.
 * @param {NonNullable<ReturnType<typeof import("./eleicoes-leitura.js").readEleicao>>["chapas"]} chapas
 */
const elegiveis = (chapas) =>
  chapas
    .filter((chapa) => chapa.elegivel)
    .map(({ id, numero, nome, membros }) => ({ id, numero, nome, membros }))

/**
 * The ballot of `itemId` for the account `conta`, or null when it is no election of a notice.
 * @param {CoreApp} app
 * @param {string} itemId
 * @param {string} conta
 */
function cedulaDe(app, itemId, conta) {
  const { readEleicao } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const eleicao = readEleicao(app, itemId, conta)
  if (!eleicao || eleicao.assembleiaStatus === "rascunho") return null
  const item = /** @type {Record<string, any>} */ (eleicao.item)
  return {
    assembleia: item.assembleia,
    item: { id: item.id, titulo: item.titulo },
    votacao: eleicao.votacao,
    assembleiaAberta: eleicao.assembleiaStatus === "aberta",
    chapas: elegiveis(eleicao.chapas),
    jaVotou: eleicao.jaVotou,
    podeVotar: eleicao.podeVotar,
  }
}

/**
 * The open elections of open assemblies in which `conta` is present and able to vote: each item's
 * id and title, and whether they have voted in its round (the dashboard's 'Votar').
 * @param {CoreApp} app
 * @param {string} conta
 */
function votacoesAbertasDe(app, conta) {
  const { rodadaOf, votou, presenteApto } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const rows = arrayOf(new DynamicModel({ id: "", titulo: "", assembleia: "" }))
  app
    .db()
    .newQuery(
      "SELECT i.id AS id, i.titulo AS titulo, i.assembleia AS assembleia FROM assembleia_itens i " +
        "JOIN assembleias a ON a.id = i.assembleia WHERE i.tipo = 'eleicao' AND i.votacao = 'aberta' " +
        "AND a.status = 'aberta' ORDER BY a.primeira_chamada, i.ordem",
    )
    .all(rows)
  return rows
    .filter((row) => presenteApto(app, String(row.assembleia), conta))
    .map((row) => {
      const item = app.findRecordById("assembleia_itens", String(row.id))
      return {
        id: String(row.id),
        titulo: String(row.titulo),
        jaVotou: votou(app, item.id, rodadaOf(item), conta),
      }
    })
}

/**
 * The cabine of `assembleiaId` for the election `itemId` (its first election when not given): the
 * present able members who have not voted in this round, searched by `q`, and the ballot of the one
 * picked (`associado`), if still among them. Null when there is no such assembly.
 * @param {CoreApp} app
 * @param {string} assembleiaId
 * @param {{ item: string, q: string, associado: string }} pedido
 */
function cabineDe(app, assembleiaId, pedido) {
  const { readAssembleia } = require(`${__hooks}/lib/assembleias-leitura.js`)
  const { readEleicao, eleicoesOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { foldForSearch, searchTerms } = domain("busca")
  const lida = readAssembleia(app, assembleiaId)
  if (!lida) return null
  const itens = eleicoesOf(app, assembleiaId).map((found) => {
    const record = /** @type {core.Record} */ (found)
    return { id: record.id, titulo: record.getString("titulo") }
  })
  const itemId = itens.some((item) => item.id === pedido.item) ? pedido.item : itens.length ? itens[0].id : ""
  const eleicao = itemId ? readEleicao(app, itemId) : null
  const base = { assembleia: lida.assembleia, itens, item: null, pendentes: [], escolhido: null }
  if (!eleicao) return base
  const rows = arrayOf(new DynamicModel({ associado: "", nome: "" }))
  app
    .db()
    .newQuery(
      "SELECT associado, nome FROM assembleia_associados WHERE assembleia = {:assembleia} AND apto = TRUE " +
        "AND presente = TRUE AND associado != '' AND associado NOT IN (SELECT associado FROM " +
        "assembleia_votantes WHERE item = {:item} AND rodada = {:rodada})",
    )
    .bind({ assembleia: assembleiaId, item: itemId, rodada: eleicao.rodada })
    .all(rows)
  const pendentes = rows
    .map((row) => ({ associado: String(row.associado), nome: String(row.nome) }))
    .map((row) => ({ chave: foldForSearch(row.nome), row }))
    .sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0))
  const termos = searchTerms(pedido.q)
  const escolhido = pendentes.find((pendente) => pendente.row.associado === pedido.associado)
  return {
    ...base,
    item: {
      id: itemId,
      titulo: String(/** @type {Record<string, unknown>} */ (eleicao.item).titulo),
      votacao: eleicao.votacao,
      votantes: eleicao.votantes,
      presentesAptos: eleicao.presentesAptos,
    },
    chapas: elegiveis(eleicao.chapas),
    pendentes: (termos ? pendentes.filter((p) => p.chave.includes(termos.texto)) : pendentes).map(
      (p) => p.row,
    ),
    escolhido: escolhido ? escolhido.row : null,
  }
}

module.exports = { cedulaDe, votacoesAbertasDe, cabineDe }
