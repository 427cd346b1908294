// The attendance list as PocketBase's reader gives /painel/assembleias/{id}/presenca, in a PocketBase
// of this file's own: the frozen list searched by name whatever the accents and capitals, by tab
// (Aptos, Não aptos, Presentes, each tab's count within the search), those not able to vote counted
// apart; no list before the assembly opens.
import { describe, expect, it } from "vitest"
import { panelPageData } from "../support/api"
import { assembleiasKit } from "./assembleias-support"
import { createPersonWithToken } from "./support"

const { db, admin, secretario, call, published, opened, rowOf } = await assembleiasKit()

type Presenca = {
  contagem: { lista: boolean; presentesAptos: number; presentesNaoAptos: number }
  contagens: Record<string, number>
  lista: { totalItems: number; items: Array<{ nome: string; apto: boolean; presente: boolean }> }
}

const ler = (id: string, query: Record<string, string> = {}) =>
  panelPageData<Presenca>(db.url, secretario.token, `/painel/assembleias/${id}/presenca`, query)

/** The frozen row of `conta` renamed, as if the member were called `nome`. */
async function chamado(id: string, conta: string, nome: string) {
  await admin.collection("assembleia_associados").update((await rowOf(id, conta)).id, { nome })
}

describe("the attendance list's reader", () => {
  it("finds members by name without accents, by tab, each tab counted within the search", async () => {
    const [apta, inativo] = await Promise.all([
      createPersonWithToken(db.url, { associado: 1 }),
      createPersonWithToken(db.url, { associado: 0 }),
    ])
    const id = await opened()
    await chamado(id, inativo.id, "Angelo Inácio")
    await chamado(id, apta.id, "Ângela Conceição")
    await call(secretario, "markPresenca", id, { associado: inativo.id })

    const busca = await ler(id, { q: "  ANGEL " })
    expect(busca.lista.items.map((row) => row.nome)).toEqual(["Ângela Conceição", "Angelo Inácio"])
    expect(busca.contagens).toEqual({ todos: 2, aptos: 1, "nao-aptos": 1, presentes: 1 })
    expect((await ler(id, { q: "conceicao" })).lista.items.map((row) => row.nome)).toEqual([
      "Ângela Conceição",
    ])

    const presentes = await ler(id, { q: "angel", status: "presentes" })
    expect(presentes.lista.items).toMatchObject([{ nome: "Angelo Inácio", apto: false, presente: true }])
    // Present but not able to vote: counted apart, not towards the quorum.
    expect(presentes.contagem).toMatchObject({ presentesAptos: 0, presentesNaoAptos: 1 })
  })

  it("has no list before the assembly opens", async () => {
    const dados = await ler(await published())
    expect(dados.contagem.lista).toBe(false)
    expect(dados.lista).toMatchObject({ totalItems: 0, items: [] })
  })
})
