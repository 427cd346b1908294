// The secret ballot at PocketBase's API, in a PocketBase of this file's own
// (docs/decisions/elections.md#a-ballot-cannot-be-linked-to-its-voter): a ballot holds no voter and no
// time, no API lists ballots (there is no collection), nothing is counted before the vote closes,
// a member votes once however many ballots they send at once, and only a member present and able to
// vote may vote.
import { describe, expect, it } from "vitest"
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { answerOf, clientWithToken, panelPageData } from "../support/api"
import { anonymousClient } from "../support/pocketbase"
import { eleicoesKit } from "./eleicoes-support"
import { createPersonWithToken } from "./support"

const { db, admin, secretario, call, members, election, vote } = await eleicoesKit()

/**
 * What the superuser reads with SQL (a view collection of its own, the only way any API reaches
 * the ballots' table): the rows of `query`, whose first column is named id.
 */
async function asStored(query: string) {
  const name = `lida_${Math.random().toString(36).slice(2, 8)}`
  await admin.collections.create({ name, type: "view", viewQuery: query })
  const rows = await admin.collection(name).getFullList()
  await admin.collections.delete(name)
  return rows.map(({ collectionId: _, collectionName: __, ...row }) => row)
}

/** The ballots of `item` as stored. */
const urnaAsStored = (item: string) =>
  asStored(`SELECT id, item, rodada, escolha, recibo FROM urna WHERE item = '${item}'`)

describe("a ballot", () => {
  it("holds the item, the round, the choice and the receipt, never the voter nor a time", async () => {
    const [ana, bia] = await members(2)
    const { item, chapas } = await election([ana!, bia!])
    const { recibo } = await vote(ana!, item, chapas[0]!)
    await vote(bia!, item, "branco")
    expect(recibo).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    // The table's columns, as SQLite has them: nothing names the voter or a time, and no rowid.
    const columns = await asStored("SELECT name AS id, type FROM pragma_table_info('urna')")
    expect(columns.map((column) => column.id)).toEqual(["id", "item", "rodada", "escolha", "recibo"])
    const [table] = await asStored("SELECT name AS id, sql FROM sqlite_master WHERE name = 'urna'")
    expect(table!.sql).toMatch(/WITHOUT ROWID$/)
    const rows = await urnaAsStored(item)
    expect(rows).toHaveLength(2)
    expect(JSON.stringify(rows)).not.toContain(ana!.id)
    expect(JSON.stringify(rows)).not.toContain(bia!.id)
    expect(rows.map((row) => row.escolha).sort()).toEqual([chapas[0], "branco"].sort())
    // Who voted is kept apart, without a time and without the vote.
    const votantes = await admin.collection("assembleia_votantes").getFullList({ filter: `item = "${item}"` })
    expect(votantes.map((row) => row.associado).sort()).toEqual([ana!.id, bia!.id].sort())
    for (const row of votantes)
      expect(Object.keys(row).sort()).toEqual([
        "associado",
        "cabine",
        "collectionId",
        "collectionName",
        "id",
        "item",
        "rodada",
      ])
  })

  it("is reached by no API rule, the president's and the superuser's included", async () => {
    const presidente = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "presidente", tipo: "diretoria" }],
    })
    for (const pb of [admin, clientWithToken(db.url, presidente.token), anonymousClient(db.url)])
      expect(await answerOf(pb.collection("urna").getList(1, 1))).toEqual([
        404,
        "Missing collection context.",
      ])
  })
})

describe("the count", () => {
  it("is stored only when the vote closes, with the turnout, and elects the slate with most votes", async () => {
    const [ana, bia, caio] = await members(3)
    const { id, item, chapas } = await election([ana!, bia!, caio!])
    const recibos = [
      (await vote(ana!, item, chapas[1]!)).recibo,
      (await vote(bia!, item, chapas[1]!)).recibo,
      (await vote(caio!, item, "nulo")).recibo,
    ]
    const open = await admin.collection("assembleia_itens").getOne(item)
    expect([open.apuracao, open.chapa_eleita]).toEqual([null, ""])
    // The votes page (readEleicao): the turnout while open, no count and no receipt before closing.
    type Lida = { eleicoes: Record<string, { votantes: number; apuracao: unknown; recibos: unknown[] }> }
    const page = () => panelPageData<Lida>(db.url, secretario.token, `/painel/assembleias/${id}/votacao`)
    expect((await page()).eleicoes[item]).toMatchObject({ votantes: 3, apuracao: null, recibos: [] })
    const atividades = await admin.collection("atividades").getFullList({ filter: `descricao ~ "voto"` })
    expect(atividades).toEqual([])
    await call(secretario, "closeVoting", item)
    const closed = await admin.collection("assembleia_itens").getOne(item)
    expect(closed).toMatchObject({ votacao: "encerrada", chapa_eleita: chapas[1], forma: "secreta" })
    expect(closed.apuracao).toMatchObject({
      rodada: 1,
      chapas: { [chapas[0]!]: 0, [chapas[1]!]: 2 },
      branco: 0,
      nulo: 1,
      validos: 2,
      votantes: 3,
      presentesAptos: 3,
    })
    // Every receipt with what it counted, sorted by code: nothing says whose.
    const lista = (await page()).eleicoes[item]!.recibos
    expect(lista).toEqual(
      [
        { recibo: recibos[0], escolha: "Chapa 2 — Chapa 2" },
        { recibo: recibos[1], escolha: "Chapa 2 — Chapa 2" },
        { recibo: recibos[2], escolha: "Nulo" },
      ].sort((a, b) => (a.recibo! < b.recibo! ? -1 : 1)),
    )
  })
})

describe("a member", () => {
  it("votes once when two ballots are sent at once", async () => {
    const [ana] = await members(1)
    const { item, chapas } = await election([ana!])
    const answers = await Promise.all([
      answerOf(vote(ana!, item, chapas[0]!)),
      answerOf(vote(ana!, item, chapas[1]!)),
    ])
    const statuses = answers.map(([status]) => status).sort()
    expect(statuses[1]).toBe(409)
    expect(answers.find(([status]) => status === 409)![1]).toBe(MENSAGENS.jaVotou)
    expect(await urnaAsStored(item)).toHaveLength(1)
    // And a second ballot later is refused the same way.
    expect(await answerOf(vote(ana!, item, "branco"))).toEqual([409, MENSAGENS.jaVotou])
  })

  it("absent, or present but not able to vote, cannot vote", async () => {
    const [ausente] = await members(1)
    const devedor = await createPersonWithToken(db.url, { associado: 1 })
    await admin.collection("mensalidades").create({
      descricao: "Mensalidade",
      associado_id: devedor.id,
      data_vencimento: storedDate(addDays(todayInSaoPaulo(), -45)),
      valor: 50,
      status: "pendente",
    })
    const { item, chapas } = await election([devedor])
    for (const who of [ausente!, devedor])
      expect(await answerOf(vote(who, item, chapas[0]!))).toEqual([403, MENSAGENS.naoPresente])
    expect(await urnaAsStored(item)).toEqual([])
  })
})
