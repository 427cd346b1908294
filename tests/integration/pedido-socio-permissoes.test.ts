// The president's other changes to membership requests, and who may make them, against a real
// PocketBase of this file's own (it changes the SMTP settings): rejecting e-mails a notice and
// creates no account, edits and deletions are recorded with their author; nobody else can decide,
// edit or read the activity record.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { listRecentAtividades } from "./atividades-support"
import { clientWithToken } from "../support/api"
import { anonymousClient } from "../support/pocketbase"
import { expectBody } from "./email-body"
import { pedidoSocioKit } from "./pedido-socio-support"
import { createPerson, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { decidePedidoSocio, getPedidoSocio, updatePedidoSocio, deletePedidoSocio } =
  await import("~/features/pedido-socio/pedido-socio.server")
const { admin, mail, newPedido, accountsWith, statusOf } = await pedidoSocioKit(db.url)

let presidente: { token: string; nome: string }
beforeAll(async () => {
  const person = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
  presidente = { token: await tokenOf(db.url, person.email), nome: person.nome }
})

describe("rejecting, editing and deleting", () => {
  it("rejects with a notice and no account", async () => {
    const pedido = await newPedido()

    const result = await decidePedidoSocio(presidente.token, pedido.id, {
      status: "reprovado",
      de: "pendente",
    })

    expect(result).toEqual({ status: "reprovado", nome: pedido.nome, email: { enviado: true }, link: null })
    expect(await statusOf(pedido.id)).toBe("reprovado")
    expect(await accountsWith(pedido.email)).toHaveLength(0)
    expect(mail.to(pedido.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("Sua solicitação de filiação"),
    ])
    expectBody(mail.to(pedido.email)[0]!, {
      nome: pedido.nome,
      greetingEnd: ".",
      says: ["Sua solicitação de filiação não foi aprovada neste momento."],
      link: null,
    })
  })

  it("records edits and deletions with their author", async () => {
    const pedido = await newPedido()
    const current = (await getPedidoSocio(presidente.token, pedido.id))!
    await updatePedidoSocio(
      presidente.token,
      pedido.id,
      { ...current, nome: "Nome Corrigido da Silva" },
      "pendente",
    )
    await deletePedidoSocio(presidente.token, pedido.id)

    const descricoes = (await listRecentAtividades(presidente.token, 10)).map((a) => a.descricao)
    expect(descricoes).toEqual(
      expect.arrayContaining([
        "Editou a solicitação de Nome Corrigido da Silva",
        "Excluiu a solicitação de Nome Corrigido da Silva",
      ]),
    )
  })
})

describe("who may", () => {
  it("refuses every other role in PocketBase itself: no decision, no status change, no activity record", async () => {
    const pedido = await newPedido()
    const others = [
      await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
      await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] }),
      await createPerson(db.url, { board: [{ cargo: "presidente-conselho", tipo: "conselho" }] }),
      await createPerson(db.url, { associado: 1 }),
      await createPerson(db.url),
    ]
    for (const person of others) {
      const token = await tokenOf(db.url, person.email)
      await expect(
        decidePedidoSocio(token, pedido.id, { status: "aprovado", de: "pendente" }),
        person.email,
      ).rejects.toMatchObject({ status: 404 })
      expect(await getPedidoSocio(token, pedido.id)).toBeNull()
    }
    const anonymous = anonymousClient(db.url)
    await expect(
      anonymous.send(`/api/associacao/pedidos-socio/${pedido.id}/status`, {
        method: "POST",
        body: { status: "aprovado", seen: { status: "pendente" } },
      }),
    ).rejects.toMatchObject({ status: 401 })
    expect(await statusOf(pedido.id)).toBe("pendente")
  })

  it("lets not even the president change a status or write the activity record without the decision route", async () => {
    const pedido = await newPedido()
    const asPresidente = clientWithToken(db.url, presidente.token)
    await expect(
      asPresidente.collection("pedido_socio").update(pedido.id, { status: "aprovado" }),
    ).rejects.toMatchObject({
      status: 404,
    })
    expect(await statusOf(pedido.id)).toBe("pendente")
    await expect(
      asPresidente.collection("atividades").create({ descricao: "Forjada", autor_nome: "Alguém" }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it("shows the activity record to the board only", async () => {
    const associado = await createPerson(db.url, { associado: 1 })
    const diretor = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
    expect(await listRecentAtividades(await tokenOf(db.url, associado.email), 10)).toEqual([])
    const pedido = await newPedido()
    await decidePedidoSocio(presidente.token, pedido.id, { status: "reprovado", de: "pendente" })
    const latest = await admin.collection("atividades").getList(1, 10, { sort: "-created,-id" })
    expect(latest.items[0]!.registro).toBe(pedido.id)
    expect((await listRecentAtividades(await tokenOf(db.url, diretor.email), 10)).map((a) => a.id)).toEqual(
      latest.items.map((a) => a.id),
    )
  })
})
