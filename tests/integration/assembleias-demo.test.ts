// The demo's general assemblies (pocketbase/seed/demo-assembleias.mjs), as the seed stored them
// through PocketBase's hooks: last year's Ordinária closed, with its agenda voted, its frozen list
// and presences and the accounts of the year before approved by it; and a notice published for a
// date at least the statute's lead time ahead. Read from the run's shared demo database.
import { assembleiaVerdict } from "@veteranos/domain/prestacao-de-contas"
import { ANTECEDENCIA_PADRAO } from "@veteranos/domain/assembleias-estatuto"
import { addDays, dayInSaoPaulo } from "@veteranos/domain/datas"
import { inject, it, expect } from "vitest"
import { adminClient } from "../support/pocketbase"

const admin = await adminClient(inject("pocketbaseUrl"))
const today = dayInSaoPaulo(new Date(inject("demoNow")))

it("holds last year's assembly, closed, with the accounts it approved", async () => {
  const [held] = await admin.collection("assembleias").getFullList({ filter: 'status = "encerrada"' })
  expect(held).toMatchObject({ tipo: "ordinaria", chamada: "primeira" })
  expect(dayInSaoPaulo(held!.primeira_chamada).slice(0, 7)).toBe(`${Number(today.slice(0, 4)) - 1}-03`)
  const itens = await admin
    .collection("assembleia_itens")
    .getFullList({ filter: `assembleia = "${held!.id}"`, sort: "ordem" })
  expect(itens.map((item) => [item.tipo, item.resultado])).toEqual([
    ["contas", "aprovado"],
    ["deliberacao", "aprovado"],
    ["informe", ""],
  ])
  const lista = await admin
    .collection("assembleia_associados")
    .getFullList({ filter: `assembleia = "${held!.id}"` })
  expect(lista.filter((row) => row.presente && !row.apto)).toHaveLength(1)
  const presentesAptos = lista.filter((row) => row.presente && row.apto).length
  expect(itens[0]!.a_favor + itens[0]!.contra + itens[0]!.abstencoes).toBeLessThanOrEqual(presentesAptos)
  const parecer = await admin
    .collection("pareceres")
    .getFirstListItem<{ assembleia_resultado: string; assembleia_data: string }>(`ano = ${itens[0]!.ano}`)
  expect(assembleiaVerdict(parecer)).toMatch(/^Aprovadas pela Assembleia Geral de \d{2}\/03\/\d{4}$/)
  // Closed: PocketBase refuses any change to it, its agenda or its list, even a superuser's.
  await expect(
    admin.collection("assembleias").update(held!.id, { local: "Outro lugar" }),
  ).rejects.toMatchObject({
    status: 400,
  })
})

it("has a notice published for a day at least the statute's lead time ahead, by the president", async () => {
  const [notice] = await admin.collection("assembleias").getFullList({ filter: 'status = "publicada"' })
  expect(dayInSaoPaulo(notice!.primeira_chamada) >= addDays(today, ANTECEDENCIA_PADRAO)).toBe(true)
  expect(notice).toMatchObject({
    convocada_por_nome: "José Carlos Ferreira",
    convocada_por_cargo: "Presidente",
  })
  const itens = await admin
    .collection("assembleia_itens")
    .getList(1, 1, { filter: `assembleia = "${notice!.id}"` })
  expect(itens.totalItems).toBe(3)
})
