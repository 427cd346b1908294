// The board's inbox on the real PocketBase: who may read and mark contact messages and youth-school
// requests, what marking stores, and that nothing else in them can change.
import { describe, expect, it, vi } from "vitest"
import { clientWithToken } from "../support/api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPerson, tokenOf, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)

const clientOf = async (person: { email: string }) =>
  clientWithToken(db.url, await tokenOf(db.url, person.email))

const diretor = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
const associado = await createPerson(db.url, { associado: 1 })
const conselheiro = await createPerson(db.url, { board: [{ cargo: "conselheiro", tipo: "conselho" }] })

const novaMensagem = () =>
  anonymousClient(db.url)
    .collection("contato")
    .create({
      nome: "Visitante Curioso",
      email: uniqueEmail("caixa"),
      telefone: "(11) 98765-4321",
      assunto: "Horários",
      mensagem: "Qual o horário da secretaria?",
    })

describe("contact messages and youth-school requests", () => {
  it("are read and marked answered by the board, which is recorded with who and when", async () => {
    const mensagem = await novaMensagem()
    const pb = await clientOf(diretor)
    expect((await pb.collection("contato").getOne(mensagem.id)).assunto).toBe("Horários")
    // The moment is the server's, whatever the body says.
    const marcada = await pb
      .collection("contato")
      .update(mensagem.id, { respondido_em: "2020-01-01 10:00:00.000Z" })
    expect(Date.now() - Date.parse(marcada.respondido_em)).toBeLessThan(60_000)
    expect(marcada).toMatchObject({ respondido_por: diretor.id, respondido_por_nome: diretor.nome })
    const atividade = await admin
      .collection("atividades")
      .getFirstListItem(admin.filter("registro = {:id}", { id: mensagem.id }))
    expect(atividade).toMatchObject({
      descricao: "Marcou como respondida a mensagem de contato de Visitante Curioso",
      autor: diretor.id,
    })

    const desmarcada = await pb.collection("contato").update(mensagem.id, { respondido_em: "" })
    expect(desmarcada).toMatchObject({ respondido_em: "", respondido_por: "", respondido_por_nome: "" })
  })

  it("change in nothing but the answered mark, whoever tries", async () => {
    const mensagem = await novaMensagem()
    const pb = await clientOf(diretor)
    await expect(
      pb.collection("contato").update(mensagem.id, { mensagem: "Outra coisa" }),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(pb.collection("contato").delete(mensagem.id)).rejects.toMatchObject({ status: 404 })
    expect((await admin.collection("contato").getOne(mensagem.id)).mensagem).toBe(
      "Qual o horário da secretaria?",
    )
  })

  it("are hidden from members, council members and visitors, who cannot mark them either", async () => {
    const mensagem = await novaMensagem()
    for (const pb of [await clientOf(associado), await clientOf(conselheiro), anonymousClient(db.url)]) {
      expect((await pb.collection("contato").getList(1, 50)).items).toEqual([])
      expect((await pb.collection("pedido_escolinha").getList(1, 50)).items).toEqual([])
      await expect(
        pb.collection("contato").update(mensagem.id, { respondido_em: "agora" }),
      ).rejects.toMatchObject({
        status: 404,
      })
    }
  })

  it("cannot be sent already answered by a visitor", async () => {
    await expect(
      anonymousClient(db.url)
        .collection("contato")
        .create({
          nome: "Espertinho",
          email: uniqueEmail("esperto"),
          telefone: "(11) 98765-4321",
          assunto: "Teste",
          mensagem: "Já respondida?",
          respondido_em: "2026-01-01 10:00:00.000Z",
        }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe("/painel/mensagens", async () => {
  const { loader, action } = await import("~/routes/painel.mensagens/route")
  const { routeArgs, sessionCookie } = await import("./support")
  const cookie = await sessionCookie(diretor.email)

  it("lists the messages newest first with the unanswered counts, and marks one answered with a 303", async () => {
    const antiga = await novaMensagem()
    const nova = await novaMensagem()
    const unanswered = await admin.collection("contato").getList(1, 1, { filter: 'respondido_em = ""' })
    const data = (await loader(routeArgs(`/painel/mensagens?acao=ver&id=${nova.id}`, cookie))) as {
      naoRespondidas: { contato: number }
      lista: { items: Array<{ id: string }> }
      dialog: { resposta: { email: string; whatsapp: string } }
    }
    const ids = data.lista.items.map((item) => item.id)
    expect(ids.indexOf(nova.id)).toBeLessThan(ids.indexOf(antiga.id))
    expect(data.naoRespondidas.contato).toBe(unanswered.totalItems)
    expect(data.dialog.resposta.email).toBe(`mailto:${nova.email}?subject=Re%3A%20Hor%C3%A1rios`)
    expect(data.dialog.resposta.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/)

    const answer = (await action(
      routeArgs(`/painel/mensagens?acao=ver&id=${nova.id}`, cookie, { intent: "responder", id: nova.id }),
    )) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe("/painel/mensagens#conteudo")
    expect((await admin.collection("contato").getOne(nova.id)).respondido_por).toBe(diretor.id)
    const depois = (await loader(routeArgs("/painel/mensagens", cookie))) as {
      naoRespondidas: { contato: number }
    }
    expect(depois.naoRespondidas.contato).toBe(unanswered.totalItems - 1)
  })

  it("is refused to a member with 403 and none of the data", async () => {
    const refused = await loader(routeArgs("/painel/mensagens", await sessionCookie(associado.email))).catch(
      (thrown: Response) => thrown,
    )
    expect((refused as Response).status).toBe(403)
  })
})
