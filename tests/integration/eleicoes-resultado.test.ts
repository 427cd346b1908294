// The election's public result at PocketBase's API (GET readResultado, no token, for the page
// /assembleias/{id}/apuracao/{item}; docs/decisions/elections.md): before the vote closes, the
// slates and no count nor receipt; after, the count and every receipt code with what it counted,
// sorted by code, and nothing that names a voter. A draft's election is no one's to read.
import { describe, expect, it } from "vitest"
import { apiPath } from "@veteranos/domain/rotas-api"
import { answerOf } from "../support/api"
import { anonymousClient } from "../support/pocketbase"
import { ELEICAO, eleicoesKit } from "./eleicoes-support"

const { db, secretario, call, members, election, vote, itemOf, draft } = await eleicoesKit()

type Resultado = {
  item: { id: string; votacao: string; chapa_eleita: string }
  chapas: Array<{ id: string; numero: number }>
  apuracao: { chapas: Record<string, number>; branco: number; votantes: number } | null
  recibos: Array<{ recibo: string; escolha: string }>
}

const resultado = (item: string) =>
  anonymousClient(db.url).send<Resultado>(apiPath("readResultado", item), { method: "GET" })

describe("the public result", () => {
  it("shows no count before the vote closes, then the count and every receipt, and never a voter", async () => {
    const [ana, bia, caio] = await members(3)
    const { item, chapas } = await election([ana!, bia!, caio!])
    const recibos = [
      (await vote(ana!, item, chapas[0]!)).recibo,
      (await vote(bia!, item, chapas[0]!)).recibo,
      (await vote(caio!, item, "branco")).recibo,
    ]
    const aberta = await resultado(item)
    expect(aberta.chapas.map((chapa) => chapa.numero)).toEqual([1, 2])
    expect(aberta.apuracao).toBeNull()
    expect(aberta.recibos).toEqual([])

    await call(secretario, "closeVoting", item)
    const encerrada = await resultado(item)
    expect(encerrada.item.chapa_eleita).toBe(chapas[0])
    expect(encerrada.apuracao).toMatchObject({
      chapas: { [chapas[0]!]: 2, [chapas[1]!]: 0 },
      branco: 1,
      votantes: 3,
    })
    expect(encerrada.recibos.map((linha) => linha.recibo)).toEqual([...recibos].sort())
    const escolhas = Object.fromEntries(encerrada.recibos.map((linha) => [linha.recibo, linha.escolha]))
    expect(escolhas[recibos[0]!]).toBe("Chapa 1 — Chapa 1")
    expect(escolhas[recibos[2]!]).toBe("Em branco")
    const texto = JSON.stringify(encerrada)
    for (const voter of [ana!, bia!, caio!]) {
      expect(texto).not.toContain(voter.id)
      expect(texto).not.toContain(voter.email)
    }
  })

  it("is a 404 for a draft's election", async () => {
    const id = await draft(secretario, [ELEICAO])
    expect(await answerOf(resultado(await itemOf(id)))).toEqual([404, "Eleição não encontrada."])
  })
})
