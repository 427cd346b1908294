// The panel pages' answer to a change made from a state no longer stored (another tab, another
// person, a replayed POST; docs/decisions/forms.md#a-change-is-made-from-what-was-seen): each page
// answers the same way, 303 back to its list with a message in its own words saying what the record
// is now, and nothing changes. Against a PocketBase of this file's own.
import { describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, toastOf, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const solicitacoes = await import("~/routes/painel.solicitacoes/route")
const reservas = await import("~/routes/painel.reservas/route")
const financeiro = await import("~/routes/painel.financeiro/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const tesoureiro = await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
const socio = await createPerson(db.url, { associado: 1 })
const doPresidente = await sessionCookie(presidente.email)
const doTesoureiro = await sessionCookie(tesoureiro.email)

/** The page's answer: back to its list, the message saying nothing changed. */
async function expectStaleAnswer(response: unknown, location: string, title: string, description: string) {
  expect(response).toBeInstanceOf(Response)
  expect((response as Response).status).toBe(303)
  expect((response as Response).headers.get("Location")).toBe(location)
  expect(await toastOf(response as Response)).toEqual({ type: "error", title, description })
}

const atividadesDe = (registro: string) =>
  admin.collection("atividades").getFullList({ filter: admin.filter("registro = {:registro}", { registro }) })

describe("a stale change", () => {
  it("on a membership request already decided: 'Esta solicitação já foi analisada.'", async () => {
    const pedido = await admin.collection("pedido_socio").create(storedPedidoSocio(uniqueEmail("aba")))
    await admin.collection("pedido_socio").update(pedido.id, { status: "reprovado" })
    const antes = (await atividadesDe(pedido.id)).length
    const path = `/painel/solicitacoes?status=pendente&acao=aprovar&id=${pedido.id}`
    const response = await solicitacoes.action(
      routeArgs(path, doPresidente, { intent: "aprovar", id: pedido.id }),
    )
    await expectStaleAnswer(
      response,
      "/painel/solicitacoes?status=pendente#conteudo",
      "Esta solicitação já foi analisada.",
      "Ela está reprovado; nada foi alterado.",
    )
    expect((await admin.collection("pedido_socio").getOne(pedido.id)).status).toBe("reprovado")
    expect(await atividadesDe(pedido.id)).toHaveLength(antes)
  })

  it("on a reservation already decided: 'Esta reserva já foi decidida.'", async () => {
    const espaco = await admin.collection("espacos").create({ nome: "Salão da outra aba", ativo: true })
    const reserva = await admin.collection("reservas").create({
      espaco: espaco.id,
      data: "2042-07-10 00:00:00.000Z",
      hora_inicio: "10:00",
      hora_fim: "12:00",
      capacidade: 10,
      associado_id: socio.id,
      associado_nome: socio.nome,
      status: "rejeitado",
    })
    const response = await reservas.action(
      routeArgs("/painel/reservas?status=pendente", doPresidente, { intent: "aprovar", id: reserva.id }),
    )
    await expectStaleAnswer(
      response,
      "/painel/reservas?status=pendente#conteudo",
      "Esta reserva já foi decidida.",
      "Ela está rejeitado; nada foi alterado.",
    )
    expect((await admin.collection("reservas").getOne(reserva.id)).status).toBe("rejeitado")
    expect(await atividadesDe(reserva.id)).toHaveLength(0)
  })

  it("on a due already paid, or gone: 'Esta mensalidade já foi alterada.'", async () => {
    const mensalidade = await admin.collection("mensalidades").create({
      descricao: "Mensalidade da outra aba",
      data_vencimento: "2044-01-10 00:00:00.000Z",
      valor: 80,
      status: "pago",
      forma_pagamento: "dinheiro",
      associado_id: socio.id,
    })
    const pagar = { intent: "pagar", id: mensalidade.id, forma: "pix" }
    const path = `/painel/financeiro?mes=2044-01&acao=pagar&id=${mensalidade.id}`
    await expectStaleAnswer(
      await financeiro.action(routeArgs(path, doTesoureiro, pagar)),
      `/painel/financeiro?mes=2044-01#mensalidade-${mensalidade.id}`,
      "Esta mensalidade já foi alterada.",
      "Ela está pago; nada foi alterado.",
    )
    expect(await admin.collection("mensalidades").getOne(mensalidade.id)).toMatchObject({
      status: "pago",
      forma_pagamento: "dinheiro",
    })

    await admin.collection("mensalidades").delete(mensalidade.id)
    await expectStaleAnswer(
      await financeiro.action(routeArgs(path, doTesoureiro, { intent: "desfazer", id: mensalidade.id })),
      `/painel/financeiro?mes=2044-01#mensalidade-${mensalidade.id}`,
      "Esta mensalidade já foi alterada.",
      "Ela não foi encontrada; nada foi alterado.",
    )
  })
})
