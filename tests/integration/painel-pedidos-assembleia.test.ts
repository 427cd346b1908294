// Members calling an assembly through /painel/assembleias, in a PocketBase of this file's own
// (docs/decisions/elections.md#members-call-an-assembly): a member able to vote asks for one with
// its agenda and has signed it, another signs and withdraws, each seeing the count; an empty agenda
// is refused beside its field; the secretary's 'Nova Assembleia' names the reached request, which
// the dashboard tells them about until then.
import { describe, expect, it, vi } from "vitest"
import { assinaturasLine } from "@veteranos/domain/pedidos-assembleia"
import { adminClient } from "../support/pocketbase"
import {
  createPerson,
  createPersonWithToken,
  routeArgs,
  sessionCookie,
  toastOf,
  type FormReply,
} from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const lista = await import("~/routes/painel.assembleias/route")
const painel = await import("~/routes/painel._index/route")
const { addDays, todayInSaoPaulo } = await import("~/utils/format")
const admin = await adminClient(db.url)

const secretario = await createPersonWithToken(db.url, {
  associado: 1,
  board: [{ cargo: "secretario", tipo: "diretoria" }],
})
const [autor, outro] = await Promise.all([
  createPersonWithToken(db.url, { associado: 1 }),
  createPersonWithToken(db.url, { associado: 1 }),
])
// Thirteen members able to vote: three signatures reach the fifth, so one can be withdrawn before.
await Promise.all(Array.from({ length: 10 }, () => createPerson(db.url, { associado: 1 })))
const PAGE = "/painel/assembleias"
const post = async (email: string, form: Record<string, string>) =>
  (await lista.action(routeArgs(PAGE, await sessionCookie(email), form))) as Response
const pedidoOf = async (email: string, pauta: string) =>
  (await lista.loader(routeArgs(PAGE, await sessionCookie(email)))).pedidos.find((p) => p.pauta === pauta)!

describe("a request for an assembly on the panel", () => {
  it("is asked with its agenda, signed and withdrawn by members, each seeing the count", async () => {
    const pauta = `Reforma do campo ${Date.now()}`
    const asked = await post(autor.email, { intent: "pedir", pauta })
    expect(asked.status).toBe(303)
    expect((await toastOf(asked))?.title).toBe("Pedido de assembleia registrado")
    const aptos = (await pedidoOf(autor.email, pauta)).aptos
    expect(aptos).toBe(13)
    expect(await pedidoOf(autor.email, pauta)).toMatchObject({ assinaturas: 1, assinou: true })
    expect(await pedidoOf(outro.email, pauta)).toMatchObject({ assinaturas: 1, assinou: false })

    const { id } = await pedidoOf(outro.email, pauta)
    expect((await toastOf(await post(outro.email, { intent: "assinar", id })))?.title).toBe("Pedido assinado")
    const signed = await pedidoOf(outro.email, pauta)
    expect([signed.assinou, signed.assinaturas]).toEqual([true, 2])
    expect(assinaturasLine(signed.assinaturas, signed.aptos)).toBe(assinaturasLine(2, aptos))
    const again = await post(outro.email, { intent: "assinar", id })
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "Você já assinou este pedido." })

    await post(outro.email, { intent: "retirar", id })
    expect(await pedidoOf(outro.email, pauta)).toMatchObject({ assinaturas: 1, assinou: false })
  })

  it("refuses an empty agenda beside its field, the values kept", async () => {
    const answer = (await lista.action(
      routeArgs(PAGE, await sessionCookie(autor.email), { intent: "pedir", pauta: "  " }),
    )) as unknown as FormReply
    expect(answer.init?.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({
      pauta: ["Escreva a pauta que a assembleia deve tratar."],
    })
  })

  it("once reached, is on the secretary's dashboard until 'Nova Assembleia' names it", async () => {
    const pauta = `Prestação de contas extraordinária ${Date.now()}`
    const pedido = await admin.collection("pedidos_assembleia").create({
      autor_nome: autor.nome,
      pauta,
      status: "atingido",
      necessarias: 1,
      atingido_em: new Date().toISOString().replace("T", " "),
    })
    await admin.collection("pedido_assinaturas").create({ pedido: pedido.id, associado: autor.id })
    const cookie = await sessionCookie(secretario.email)
    const dashboard = await painel.loader(routeArgs("/painel", cookie))
    expect(dashboard.pedidosAssembleia.map((p) => [p.id, p.assinaturas])).toContainEqual([pedido.id, 1])
    expect(
      (await painel.loader(routeArgs("/painel", await sessionCookie(outro.email)))).pedidosAssembleia,
    ).toEqual([])

    const answer = await post(secretario.email, {
      intent: "nova",
      tipo: "extraordinaria",
      data: addDays(todayInSaoPaulo(), 30),
      hora: "19:00",
      modalidade: "presencial",
      local: "Sede social",
      pedido: pedido.id,
    })
    expect(answer.status).toBe(303)
    const [assembleia] = await admin
      .collection("assembleias")
      .getFullList({ filter: `pedido = "${pedido.id}"` })
    expect(assembleia?.status).toBe("rascunho")
  })
})
