// Members calling an assembly in PocketBase itself (docs/decisions/elections.md#members-call-an-assembly):
// only members able to vote now ask and sign, each signature counts once (two at once too), the
// request reaches its threshold exactly at a fifth of the members able to vote (11 → 3), queues an
// e-mail to the president and the secretary, keeps its signatures from then on, and is answered by
// the assembly published for it.
import { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { TAREFA_ENVIOS } from "@veteranos/domain/envios"
import { PEDIDO_MENSAGENS } from "@veteranos/domain/pedidos-assembleia"
import { apiPath, type RotaApi } from "@veteranos/domain/rotas-api"
import { clientWithToken } from "../support/api"
import { assembleiasKit } from "./assembleias-support"
import { createPersonWithToken, ownMailServer, type Pessoa } from "./support"

const { db, admin, secretario, call } = await assembleiasKit()
const mail = await ownMailServer(db.url)

// Eleven members able to vote: the secretary, the president and nine more.
const presidente = await createPersonWithToken(db.url, {
  associado: 1,
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const membros: Pessoa[] = []
for (let i = 0; i < 9; i += 1) membros.push(await createPersonWithToken(db.url, { associado: 1 }))
const [autor, segundo, terceiro] = membros as [Pessoa, Pessoa, Pessoa]

type Answer = { status: number; body: Record<string, unknown> }
const post = (who: Pessoa, rota: RotaApi, id?: string, body: object = {}): Promise<Answer> =>
  clientWithToken(db.url, who.token)
    .send(id ? apiPath(rota, id) : apiPath(rota), { method: "POST", body })
    .then(
      (answer: Record<string, unknown>) => ({ status: 200, body: answer }),
      (error: ClientResponseError) => ({ status: error.status, body: error.response }),
    )
const assinaturas = (pedido: string) =>
  admin.collection("pedido_assinaturas").getFullList({ filter: `pedido = "${pedido}"` })

let pedido = ""

describe("a request for an assembly", () => {
  it("is asked for and signed only by members able to vote now", async () => {
    const devedor = await createPersonWithToken(db.url, { associado: 1 })
    await admin.collection("mensalidades").create({
      descricao: "Mensalidade",
      associado_id: devedor.id,
      data_vencimento: storedDate(addDays(todayInSaoPaulo(), -45)),
      valor: 50,
      status: "pendente",
    })
    const inativo = await createPersonWithToken(db.url, { associado: 0 })
    for (const who of [devedor, inativo])
      expect(await post(who, "createPedido", undefined, { pauta: "Reforma do estatuto" })).toMatchObject({
        status: 403,
        body: { message: PEDIDO_MENSAGENS.naoApto },
      })
    expect(await post(autor, "createPedido", undefined, { pauta: " " })).toMatchObject({ status: 400 })

    const criado = await post(autor, "createPedido", undefined, { pauta: "Reforma do estatuto" })
    expect(criado).toMatchObject({ status: 200, body: { ok: true, assinaturas: 1, aptos: 11 } })
    pedido = String(criado.body.id)
    expect(await post(devedor, "signPedido", pedido)).toMatchObject({ status: 403 })
  })

  it("counts each member's signature once, two sent at once too", async () => {
    const twice = await Promise.all([
      post(segundo, "signPedido", pedido),
      post(segundo, "signPedido", pedido),
    ])
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(twice.find((answer) => answer.status === 409)!.body.message).toBe(PEDIDO_MENSAGENS.jaAssinou)
    expect(await post(autor, "signPedido", pedido)).toMatchObject({ status: 409 })
    expect((await assinaturas(pedido)).length).toBe(2)
  })

  it("reaches its threshold exactly at a fifth, tells the president and the secretary, and keeps its signatures", async () => {
    expect(await post(segundo, "withdrawSignature", pedido)).toMatchObject({
      status: 200,
      body: { assinaturas: 1 },
    })
    expect(await post(segundo, "signPedido", pedido)).toMatchObject({ status: 200, body: { assinaturas: 2 } })
    expect((await admin.collection("pedidos_assembleia").getOne(pedido)).status).toBe("coletando")

    expect(await post(terceiro, "signPedido", pedido)).toMatchObject({
      status: 200,
      body: { assinaturas: 3, aptos: 11, atingido: true },
    })
    const atingido = await admin.collection("pedidos_assembleia").getOne(pedido)
    expect(atingido).toMatchObject({ status: "atingido", necessarias: 3 })
    expect(atingido.atingido_em).not.toBe("")
    const envios = await admin.collection("envios").getFullList({ filter: `referencia = "${pedido}"` })
    expect(envios.map((envio) => [envio.tipo, envio.conta]).sort()).toEqual(
      [
        ["pedido_assembleia", presidente.id],
        ["pedido_assembleia", secretario.id],
      ].sort(),
    )
    // The queue's job, run as its cron does, writes and sends them.
    await admin.send(`/api/crons/${TAREFA_ENVIOS}`, { method: "POST" })
    // The two e-mails leave one after the other: each is waited for.
    await expect.poll(() => mail.to(presidente.email).length, { timeout: 15_000 }).toBe(1)
    await expect.poll(() => mail.to(secretario.email).length, { timeout: 15_000 }).toBe(1)
    expect(mail.to(presidente.email)[0]!.subject).toContain(
      "Pedido de Assembleia Geral com 1/5 dos associados",
    )
    expect(mail.to(secretario.email)[0]!.text).toContain("Reforma do estatuto")
    expect(await post(terceiro, "withdrawSignature", pedido)).toMatchObject({
      status: 400,
      body: { message: PEDIDO_MENSAGENS.atingido },
    })
    expect((await assinaturas(pedido)).length).toBe(3)
  })

  it("is answered by the assembly published for it", async () => {
    const assembleia = await clientWithToken(db.url, secretario.token)
      .collection("assembleias")
      .create({
        tipo: "extraordinaria",
        primeira_chamada: `${addDays(todayInSaoPaulo(), 20)} 22:00:00.000Z`,
        modalidade: "presencial",
        local: "Sede social",
        pedido,
      })
    await clientWithToken(db.url, secretario.token)
      .collection("assembleia_itens")
      .create({ assembleia: assembleia.id, titulo: "Reforma do estatuto", tipo: "deliberacao" })
    await call(secretario, "publishAssembleia", assembleia.id)
    expect(await admin.collection("pedidos_assembleia").getOne(pedido)).toMatchObject({
      status: "atendido",
      assembleia: assembleia.id,
    })
  })
})
