// The demo's members for the card and the directory (issue #51), as the seed stores them in the
// run's demo database: each has a photo PocketBase thumbnails for the card, each joined on a day of
// their own, and the directory holds the two who chose it with only what each shared.
import PocketBase from "pocketbase"
import { describe, expect, inject, it } from "vitest"
import { FOTO_THUMBS } from "@veteranos/domain/carteirinha"
import { describeImage, readerOf } from "@veteranos/domain/imagens"
import { PEOPLE } from "../../pocketbase/seed/content.mjs"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { adminClient } from "../support/pocketbase"

const pbUrl = inject("pocketbaseUrl")
// The run's demo data, which no file changes.
const admin = await adminClient(pbUrl)

/** A member of the demo as the directory's reader (an active member) sees the directory. */
async function directory() {
  const member = new PocketBase(pbUrl)
  member.autoCancellation(false)
  await member.collection("cadastro_geral").authWithPassword(DEMO_ACCOUNTS.associado.email, DEMO_PASSWORD)
  return member.collection("socios_lista").getFullList({ sort: "nome" })
}

describe("the demo's members", () => {
  it("each have a square photo, thumbnailed for the card at its size", async () => {
    const contas = await admin.collection("cadastro_geral").getFullList({ filter: "foto != ''" })
    const nomes = new Set(contas.map((conta) => conta.nome))
    for (const person of PEOPLE) expect(nomes.has(person.nome), person.nome).toBe(true)

    const conta = contas[0]!
    for (const thumb of ["", FOTO_THUMBS.cartao, FOTO_THUMBS.lista]) {
      const url = admin.files.getURL(conta, conta.foto as string, thumb ? { thumb } : {})
      const response = await fetch(url)
      expect(response.status, thumb).toBe(200)
      const bytes = new Uint8Array(await response.arrayBuffer())
      const imagem = describeImage(readerOf(bytes), bytes.length)
      // The photo itself is the card's size: no thumbnail is made larger than it.
      const [w, h] = (thumb || FOTO_THUMBS.cartao).split("x").map(Number)
      expect({ largura: imagem?.largura, altura: imagem?.altura }, thumb).toEqual({ largura: w, altura: h })
      if (!thumb) expect(bytes.length).toBeLessThan(8 * 1024)
    }
  })

  it("have joined on days of their own before this year, each with a member number", async () => {
    const associados = await admin.collection("associados").getFullList()
    expect(associados).toHaveLength(PEOPLE.length)
    const thisYear = new Date(inject("demoNow")).getFullYear()
    for (const associado of associados) {
      expect(Number(String(associado.data_filiacao).slice(0, 4)), associado.nome).toBeLessThan(thisYear)
    }
    expect(new Set(associados.map((associado) => associado.numero)).size).toBe(PEOPLE.length)
  })

  it("are two in the directory, each with only what they shared", async () => {
    const rows = await directory()
    expect(rows).toHaveLength(2)
    const [ana, ricardo] = rows
    expect(ana).toMatchObject({ nome: "Ana Lúcia Carvalho", whatsapp: "", aniversario: "" })
    expect(ana!.foto).not.toBe("")
    const contaRicardo = await admin.collection("cadastro_geral").getOne(ricardo!.id)
    expect(ricardo).toMatchObject({
      nome: "Ricardo Alves Martins",
      whatsapp: contaRicardo.telefone,
      aniversario: `2000${String(contaRicardo.dt_nasc).slice(4)}`,
    })
    expect(contaRicardo.telefone).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/)
  })

  it("show on the home page's birthdays only if they chose it", async () => {
    const nivers = (await admin.collection("nivers").getFullList()).map((niver) => niver.nome)
    expect(nivers).toContain("Ricardo")
    expect(nivers).not.toContain("Ana")
    expect(nivers).toHaveLength(
      PEOPLE.filter((p) => p.ativo !== false && p.aniversarioPublico !== false).length,
    )
  })
})
