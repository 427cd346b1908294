// The search of membership requests, against a real PocketBase of this file's own: names and e-mails
// match whatever the accents and capitals, the CPF with or without punctuation, also right after an
// edit. The list is the one /painel/solicitacoes reads: PocketBase's panel route for its address.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { panelPageData } from "../support/api"
import { pedidoSocioKit } from "./pedido-socio-support"
import { createPerson, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { getPedidoSocio, updatePedidoSocio } = await import("~/features/pedido-socio/pedido-socio.server")
const { newPedido } = await pedidoSocioKit(db.url)

/** The ids /painel/solicitacoes lists for `query` (?q=, ?status=), as the president. */
async function listed(query: Record<string, string>): Promise<string[]> {
  type Dados = { lista: { items: Array<{ id: string }> } }
  const dados = await panelPageData<Dados>(db.url, presidente.token, "/painel/solicitacoes", query)
  return dados.lista.items.map((item) => item.id)
}

let presidente: { token: string; nome: string }
beforeAll(async () => {
  const person = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
  presidente = { token: await tokenOf(db.url, person.email), nome: person.nome }
})

describe("search", () => {
  it("matches names and e-mails whatever the accents and capitals, and the CPF with or without punctuation", async () => {
    const pedido = await newPedido({ nome: "Joaquim Conceição Araújo", cpf: "111.444.777-35" })
    const found = (q: string) => listed({ q })

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
    expect(await listed({ status: "pendente", q: "brandao" })).toEqual([pedido.id])
  })
})
