// The search of membership requests, against a real PocketBase of this file's own: names and e-mails
// match whatever the accents and capitals, the CPF with or without punctuation, also right after an
// edit.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { pedidoSocioKit } from "./pedido-socio-support"
import { createPerson, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { getPedidoSocio, listPedidosSocio, updatePedidoSocio } =
  await import("~/features/pedido-socio/pedido-socio.server")
const { newPedido } = await pedidoSocioKit(db.url)

let presidente: { token: string; nome: string }
beforeAll(async () => {
  const person = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
  presidente = { token: await tokenOf(db.url, person.email), nome: person.nome }
})

describe("search", () => {
  it("matches names and e-mails whatever the accents and capitals, and the CPF with or without punctuation", async () => {
    const pedido = await newPedido({ nome: "Joaquim Conceição Araújo", cpf: "111.444.777-35" })
    const found = async (q: string) =>
      (await listPedidosSocio(presidente.token, { status: null, q }, 1, 100)).items.map((item) => item.id)

    for (const q of [
      "conceicao",
      "CONCEIÇÃO",
      "joaquim conceição",
      "ARAUJO",
      pedido.email.toUpperCase(),
      "111.444",
      "44477",
      "111.444.777-35",
      "11144477735",
    ]) {
      expect(await found(q), q).toContain(pedido.id)
    }
    expect(await found("Conceição Joaquim")).not.toContain(pedido.id)
    expect(await found("999.888")).not.toContain(pedido.id)
  })

  it("keeps the search key right after an edit", async () => {
    const pedido = await newPedido()
    const current = (await getPedidoSocio(presidente.token, pedido.id))!
    await updatePedidoSocio(presidente.token, pedido.id, { ...current, nome: "Severino Brandão" }, "pendente")
    const { items } = await listPedidosSocio(presidente.token, { status: "pendente", q: "brandao" }, 1, 100)
    expect(items.map((item) => item.id)).toEqual([pedido.id])
  })
})
