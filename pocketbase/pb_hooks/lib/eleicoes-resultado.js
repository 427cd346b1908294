// @ts-check
// GET the result of an election, for its public page /assembleias/{id}/apuracao/{item}, to anyone:
// its slates, and once a round is closed its count (each slate, blank, null, the turnout, the winner
// or the tie and its decision) and every receipt code with what it counted, sorted by code. Nothing
// links a code to a voter (docs/decisions/elections.md#a-ballot-cannot-be-linked-to-its-voter); before
// the first closing there is no count and no code. A draft's item, or no election, is a 404.

/** What the page shows of the item. */
const CAMPOS_ITEM = [
  "id",
  "assembleia",
  "titulo",
  "orgaos",
  "mandato_inicio",
  "mandato_fim",
  "votacao",
  "rodada",
  "desempate",
  "chapa_eleita",
  "posse_em",
]

function answerResultado(e) {
  const { readEleicao } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const eleicao = readEleicao(e.app, e.request.pathValue("id"))
  if (!eleicao || eleicao.assembleiaStatus === "rascunho")
    return e.json(404, { message: "Eleição não encontrada." })
  const lido = /** @type {Record<string, unknown>} */ (eleicao.item)
  /** @type {Record<string, unknown>} */
  const item = {}
  for (const campo of CAMPOS_ITEM) item[campo] = lido[campo]
  const assembleia = e.app.findRecordById("assembleias", String(lido.assembleia))
  return e.json(200, {
    assembleia: plain(assembleia, ["tipo", "primeira_chamada", "status"]),
    item,
    chapas: eleicao.chapas.map(({ id, numero, nome, membros }) => ({ id, numero, nome, membros })),
    apuracao: eleicao.apuracao,
    recibos: eleicao.apuracao ? eleicao.recibos : [],
  })
}

module.exports = { answerResultado }
