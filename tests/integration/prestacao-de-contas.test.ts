// The year's accounts and the fiscal council's opinion at PocketBase's API, in a PocketBase of this
// file's own: the numbers of a year with paid, open and exempt dues (and none of the members' names);
// who reads them; the council reading the dues without changing them; the council's opinion with its
// names, recorded once per year, refused to a plain member. The pages: prestacao-de-contas-painel.test.ts.
import { describe, expect, it, vi } from "vitest"
import { ANO, contasKit } from "./prestacao-de-contas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { getPrestacaoDeContas, getParecer, saveParecer } =
  await import("~/features/prestacao-de-contas/prestacao-de-contas.server")
const {
  admin,
  socio,
  inativo,
  semVinculo,
  diretor,
  conselheiro,
  presidenteConselho,
  client,
  refused,
  accountsStatus,
} = await contasKit(db.url)

describe("the year's accounts", () => {
  it("sum the year's dues by due month and status, by method and payment, to the cent", async () => {
    const prestacao = await getPrestacaoDeContas(socio.token, ANO)
    expect(prestacao.meses).toHaveLength(12)
    expect(prestacao.meses[0]).toMatchObject({
      nome: "Janeiro",
      lancadas: { quantidade: 3, valor: 240 },
      recebidas: { quantidade: 2, valor: 160 },
      abertas: { quantidade: 1, valor: 80 },
      isentas: { quantidade: 0, valor: 0 },
    })
    expect(prestacao.meses[1]).toMatchObject({
      lancadas: { quantidade: 3, valor: 80.3 },
      recebidas: { quantidade: 2, valor: 0.3 },
      abertas: { quantidade: 0, valor: 0 },
      isentas: { quantidade: 1, valor: 80 },
    })
    expect(prestacao.meses[11]!.lancadas).toEqual({ quantidade: 0, valor: 0 })
    expect(prestacao.total).toEqual({
      lancadas: { quantidade: 6, valor: 320.3 },
      recebidas: { quantidade: 4, valor: 160.3 },
      abertas: { quantidade: 1, valor: 80 },
      isentas: { quantidade: 1, valor: 80 },
    })
    expect(prestacao.formas.map(({ label, quantidade, valor }) => [label, quantidade, valor])).toEqual([
      ["PIX", 1, 80],
      ["Dinheiro", 1, 80],
      ["Transferência", 0, 0],
      ["Não informada", 2, 0.3],
    ])
    expect(prestacao.pagamentos.map((p) => [p.vencimento, p.forma, p.valor])).toEqual([
      [`${ANO}-01-10`, expect.any(String), 80],
      [`${ANO}-01-10`, expect.any(String), 80],
      [`${ANO}-02-10`, "Não informada", 0.1],
      [`${ANO}-02-10`, "Não informada", 0.2],
    ])
  })

  it("name nobody: the answer holds no member's name or account", async () => {
    const answer = JSON.stringify(
      await client(socio.token).send(`/api/associacao/prestacao-de-contas?ano=${ANO}`, { method: "GET" }),
    )
    for (const person of [socio, diretor, conselheiro]) {
      expect(answer).not.toContain(person.nome)
      expect(answer).not.toContain(person.id)
    }
  })

  it("answer an active member, the board and the council; refuse anybody else", async () => {
    expect(await accountsStatus(socio.token)).toBe(200)
    expect(await accountsStatus(diretor.token)).toBe(200)
    expect(await accountsStatus(conselheiro.token)).toBe(200)
    expect(await accountsStatus(presidenteConselho.token)).toBe(200)
    expect(await accountsStatus(inativo.token)).toBe(403)
    expect(await accountsStatus(semVinculo.token)).toBe(403)
    expect(await accountsStatus(null)).toBe(401)
  })
})

describe("the fiscal council", () => {
  it("reads every member's dues and their names, but changes none and launches no month", async () => {
    const council = client(conselheiro.token)
    const dues = await council.collection("mensalidades").getFullList()
    expect(dues.some((m) => m.associado_id === socio.id)).toBe(true)
    const names = await council.collection("associados").getFullList()
    expect(names.map((a) => a.nome)).toContain(socio.nome)
    expect([403, 404]).toContain(
      await refused(() => council.collection("mensalidades").update(dues[0]!.id, { valor: 1 })),
    )
    const launch = () =>
      council.send("/api/associacao/mensalidades/lancar", {
        method: "POST",
        body: { mes: "2044-01", valor: 80, dia: 10 },
      })
    expect(await refused(launch)).toBe(403)
    expect(
      await refused(() =>
        client(socio.token)
          .collection("mensalidades")
          .getOne(dues.find((m) => m.associado_id === diretor.id)!.id),
      ),
    ).toBe(404)
  })

  it("records its opinion with the council's names, once per year, each change in the activity record", async () => {
    await saveParecer(conselheiro.token, { ano: ANO, resultado: "aprovadas", texto: "  Contas em ordem.  " })
    const first = await getParecer(socio.token, ANO)
    expect(first).toMatchObject({
      resultado: "aprovadas",
      texto: "Contas em ordem.",
      // The council's president first.
      membros: [presidenteConselho.nome, conselheiro.nome],
      registrado_por_nome: conselheiro.nome,
    })
    await saveParecer(presidenteConselho.token, {
      ano: ANO,
      resultado: "aprovadas_com_ressalvas",
      texto: "Faltam comprovantes de fevereiro.",
    })
    const stored = await admin.collection("pareceres").getFullList({ filter: `ano = ${ANO}` })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      resultado: "aprovadas_com_ressalvas",
      registrado_por: presidenteConselho.id,
    })
    const entries = await admin.collection("atividades").getFullList({
      filter: admin.filter("colecao = 'pareceres' && registro = {:id}", { id: stored[0]!.id }),
      sort: "created",
    })
    expect(entries.map((e) => e.descricao)).toEqual([
      `Registrou o parecer do conselho fiscal sobre as contas de ${ANO}: Aprovadas`,
      `Alterou o parecer do conselho fiscal sobre as contas de ${ANO}: Aprovadas com ressalvas`,
    ])
    expect(entries[1]!.alteracoes).toMatchObject({
      resultado: { antes: "aprovadas", depois: "aprovadas_com_ressalvas" },
    })
  })

  it("is the only one to record it: a member, the board and a forged body are refused", async () => {
    const body = { ano: ANO - 1, resultado: "reprovadas", texto: "Não." }
    expect([400, 403]).toContain(
      await refused(() => client(socio.token).collection("pareceres").create(body)),
    )
    expect([400, 403]).toContain(
      await refused(() => client(diretor.token).collection("pareceres").create(body)),
    )
    const stored = await admin.collection("pareceres").getFullList({ filter: `ano = ${ANO}` })
    expect([403, 404]).toContain(
      await refused(() => client(socio.token).collection("pareceres").update(stored[0]!.id, body)),
    )
    // The year stays, and a year not yet begun takes none.
    const council = client(conselheiro.token).collection("pareceres")
    expect([400, 403, 404]).toContain(await refused(() => council.update(stored[0]!.id, { ano: ANO - 1 })))
    expect(await refused(() => council.create({ ...body, ano: 2999 }))).toBe(400)
    expect(await admin.collection("pareceres").getFullList()).toHaveLength(1)
    expect(await getParecer(semVinculo.token, ANO)).toBeNull()
  })
})
