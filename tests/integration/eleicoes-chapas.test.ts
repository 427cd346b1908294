// An election's slates and its tie at PocketBase's API, in a PocketBase of this file's own
// (docs/decisions/elections.md): a slate with a seat empty, a person twice, a person on another
// slate or a member unable to vote is refused with the reason; the draft's election item takes its
// term's end from the settings; a tie elects nobody until the statute's tie-break or a second round
// among the tied slates.
import { describe, expect, it } from "vitest"
import { MENSAGENS as ASSEMBLEIA_MENSAGENS } from "@veteranos/domain/assembleias"
import { MENSAGENS, mandatoFimPadrao } from "@veteranos/domain/eleicoes"
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import type { RotaApi } from "@veteranos/domain/rotas-api"
import { answerOf } from "../support/api"
import { ELEICAO, eleicoesKit } from "./eleicoes-support"
import { createPersonWithToken } from "./support"

const { db, admin, secretario, call, members, membros, itemOf, published, election, vote } =
  await eleicoesKit()

describe("the election item", () => {
  it("ends its term the settings' years later, less a day, unless the draft says", async () => {
    const id = await published(secretario, [ELEICAO])
    const item = await admin.collection("assembleia_itens").getOne(await itemOf(id))
    expect(item.mandato_fim.slice(0, 10)).toBe(mandatoFimPadrao(ELEICAO.mandato_inicio, 3))
  })
})

describe("a slate", () => {
  it("is refused with the reason: a seat empty, a person twice, on another slate, unable to vote", async () => {
    const item = await itemOf(await published(secretario, [ELEICAO]))
    const people = await members(5)
    const register = (nome: string, list: ReturnType<typeof membros>) =>
      answerOf(call(secretario, "registerChapa", item, { nome, membros: list }))
    const full = membros(people)
    expect(await register("Chapa Vazia", full.slice(1))).toEqual([
      400,
      "Escolha quem ocupa o cargo de Presidente.",
    ])
    const twice = [...full.slice(0, 3), { ...full[3]!, conta: people[0]!.id }]
    expect(await register("Chapa Dupla", twice)).toEqual([
      400,
      `${people[0]!.nome} aparece duas vezes na chapa.`,
    ])
    await call(secretario, "registerChapa", item, { nome: "Renovação", membros: full })
    const other = membros([...(await members(3)), people[0]!])
    expect(await register("Continuidade", other)).toEqual([
      400,
      MENSAGENS.outraChapa(people[0]!.nome, "Chapa 1"),
    ])
    const devedor = await createPersonWithToken(db.url, { associado: 1 })
    await admin.collection("mensalidades").create({
      descricao: "Mensalidade",
      associado_id: devedor.id,
      data_vencimento: storedDate(addDays(todayInSaoPaulo(), -45)),
      valor: 50,
      status: "pendente",
    })
    const unable = [...membros([people[4]!, ...(await members(2)), devedor])]
    expect(await register("Oposição", unable)).toEqual([400, MENSAGENS.naoApto(devedor.nome)])
    const chapas = await admin.collection("chapas").getFullList({ filter: `item = "${item}"` })
    expect(chapas.map((chapa) => [chapa.numero, chapa.nome])).toEqual([[1, "Renovação"]])
  })

  it("stays as registered once the vote is open, and for good once the assembly is closed", async () => {
    const [ana] = await members(1)
    const { id, chapas, item } = await election([ana!])
    expect(await answerOf(call(secretario, "removeChapa", chapas[0]!))).toEqual([
      400,
      MENSAGENS.votacaoAberta,
    ])
    // Its ballots are counted only by closing its vote, so the assembly waits for it.
    expect(await answerOf(call(secretario, "closeAssembleia", id))).toEqual([400, MENSAGENS.encerreVotacao])
    await call(secretario, "closeVoting", item)
    await call(secretario, "closeAssembleia", id)
    const closed = answerOf(admin.collection("chapas").update(chapas[0]!, { nome: "Outro nome" }))
    expect(await closed).toEqual([400, ASSEMBLEIA_MENSAGENS.encerrada])
  })
})

it("refuses the election's steps to a member without a seat, with 403", async () => {
  const [ana] = await members(1)
  const { item, chapas } = await election([ana!])
  const steps: Array<[RotaApi, string]> = [
    ["registerChapa", item],
    ["removeChapa", chapas[0]!],
    ["openVoting", item],
    ["closeVoting", item],
    ["breakTie", item],
    ["newRound", item],
  ]
  for (const [rota, target] of steps)
    expect(await answerOf(call(ana!, rota, target)), rota).toEqual([403, ASSEMBLEIA_MENSAGENS.gestor])
  // Nor may a member vote for another: cabine mode is the president's and the secretary's.
  const other = { escolha: chapas[0], associado: secretario.id }
  expect(await answerOf(call(ana!, "castVote", item, other))).toEqual([403, ASSEMBLEIA_MENSAGENS.gestor])
})

describe("a tie", () => {
  it("elects nobody until the tie-break, which only a tied slate may win", async () => {
    const [ana, bia] = await members(2)
    const { item, chapas } = await election([ana!, bia!], { slates: 3 })
    await vote(ana!, item, chapas[0]!)
    await vote(bia!, item, chapas[1]!)
    await call(secretario, "closeVoting", item)
    const tied = await admin.collection("assembleia_itens").getOne(item)
    expect([tied.chapa_eleita, tied.apuracao.empate]).toEqual(["", [chapas[0], chapas[1]]])
    const breakTie = (chapa: string, texto = "O estatuto elege a chapa do candidato mais antigo.") =>
      answerOf(call(secretario, "breakTie", item, { chapa, texto }))
    expect(await breakTie(chapas[2]!)).toEqual([400, MENSAGENS.foraDoEmpate])
    expect(await breakTie(chapas[1]!, "")).toEqual([400, MENSAGENS.desempateTexto])
    await call(secretario, "breakTie", item, { chapa: chapas[1], texto: "Candidato mais antigo." })
    const decided = await admin.collection("assembleia_itens").getOne(item)
    expect(decided).toMatchObject({ chapa_eleita: chapas[1], desempate: "Candidato mais antigo." })
    expect(await breakTie(chapas[0]!)).toEqual([400, MENSAGENS.jaEleita])
  })

  it("goes to a second round among the tied slates, where each member votes again", async () => {
    const [ana, bia] = await members(2)
    const { item, chapas } = await election([ana!, bia!], { slates: 3 })
    await vote(ana!, item, chapas[0]!)
    await vote(bia!, item, chapas[1]!)
    await call(secretario, "closeVoting", item)
    await call(secretario, "newRound", item)
    expect(await answerOf(vote(ana!, item, chapas[2]!))).toEqual([400, MENSAGENS.escolha])
    await vote(ana!, item, chapas[0]!)
    await vote(bia!, item, chapas[0]!)
    await call(secretario, "closeVoting", item)
    const second = await admin.collection("assembleia_itens").getOne(item)
    expect(second).toMatchObject({ rodada: 2, chapa_eleita: chapas[0] })
    expect(second.apuracao).toMatchObject({ rodada: 2, chapas: { [chapas[0]!]: 2, [chapas[1]!]: 0 } })
    expect(second.apuracao.anteriores).toHaveLength(1)
  })
})
