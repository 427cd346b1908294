// 'Gerenciar Eventos' against the real PocketBase: each action stores what it says, in São Paulo
// time, with its activity entry; an image is checked by its bytes; the public pages see the change
// at once; PocketBase refuses these writes to members and visitors.
import { describe, expect, it, vi } from "vitest"
import { PNG } from "../support/form-data"
import { answerOf, clientWithToken, CREATE_REFUSED, NOT_FOUND } from "../support/api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPerson, sessionCookie, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.eventos/route")
const { loader: feed } = await import("~/routes/eventos[.]ics")

const admin = await adminClient(db.url)
const diretor = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
const cookie = await sessionCookie(diretor.email)

function post(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (file) body.set("imagem", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  const request = new Request("http://localhost/painel/eventos", {
    method: "POST",
    headers: { Cookie: cookie },
    body,
  })
  return action({ request, params: {}, context: {} })
}

const byTitle = (titulo: string) =>
  admin.collection("eventos").getFirstListItem(admin.filter("titulo = {:titulo}", { titulo }))

describe("events", () => {
  it("are created in São Paulo time with their image, shown in the feed at once, and recorded", async () => {
    const answer = (await post(
      { intent: "novo", titulo: "Festa da Primavera", data: "2099-09-21", hora: "19:30", capacidade: "120" },
      { bytes: PNG, name: "festa.png", type: "image/png" },
    )) as Response
    expect(answer.status).toBe(303)
    const evento = await byTitle("Festa da Primavera")
    expect(evento).toMatchObject({ data_evento: "2099-09-21 22:30:00.000Z", capacidade: 120 })
    expect(evento.imagem).toMatch(/\.png$/)
    const ics = await (
      (await feed({
        request: new Request("http://localhost/eventos.ics"),
        params: {},
        context: {},
      })) as Response
    ).text()
    expect(ics).toContain("SUMMARY:Festa da Primavera")
    const [entrada] = await admin
      .collection("atividades")
      .getFullList({ filter: admin.filter("registro = {:id}", { id: evento.id }) })
    expect(entrada).toMatchObject({ descricao: "Criou o evento Festa da Primavera", autor: diretor.id })

    const lista = (await loader({
      request: new Request("http://localhost/painel/eventos", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })) as {
      eventos: Array<{ titulo: string }>
    }
    expect(lista.eventos.map((e) => e.titulo)).toContain("Festa da Primavera")
  })

  it("refuse a file that only calls itself an image, beside the field", async () => {
    const reply = (await post(
      { intent: "novo", titulo: "Evento Falso", data: "2099-10-01", hora: "10:00" },
      { bytes: Buffer.from("isto não é uma imagem"), name: "falsa.png", type: "image/png" },
    )) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error.imagem).toEqual(["Envie uma imagem JPEG, PNG ou WebP."])
    await expect(byTitle("Evento Falso")).rejects.toMatchObject({ status: 404 })
  })

  it("are edited (image removed) and deleted", async () => {
    await post(
      { intent: "novo", titulo: "Bingo", data: "2099-11-05", hora: "15:00" },
      { bytes: PNG, name: "bingo.png", type: "image/png" },
    )
    const evento = await byTitle("Bingo")
    await post({
      intent: "editar",
      id: evento.id,
      titulo: "Bingo Beneficente",
      data: "2099-11-06",
      hora: "16:00",
      remover_imagem: "on",
    })
    expect(await admin.collection("eventos").getOne(evento.id)).toMatchObject({
      titulo: "Bingo Beneficente",
      data_evento: "2099-11-06 19:00:00.000Z",
      imagem: "",
    })
    expect(((await post({ intent: "excluir", id: evento.id })) as Response).status).toBe(303)
    await expect(admin.collection("eventos").getOne(evento.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe("the yearly calendar", () => {
  it("takes, changes and removes a month's entry, recorded", async () => {
    await post({ intent: "calendario-novo", mes: "Agosto", evento: "Torneio de Veteranos" })
    const entrada = await admin
      .collection("calendario_anual")
      .getFirstListItem(admin.filter("evento = {:evento}", { evento: "Torneio de Veteranos" }))
    expect(entrada.mes).toBe("Agosto")
    await post({
      intent: "calendario-editar",
      id: entrada.id,
      mes: "Setembro",
      evento: "Torneio de Veteranos",
    })
    expect((await admin.collection("calendario_anual").getOne(entrada.id)).mes).toBe("Setembro")
    await post({ intent: "calendario-excluir", id: entrada.id })
    await expect(admin.collection("calendario_anual").getOne(entrada.id)).rejects.toMatchObject({
      status: 404,
    })
    const descricoes = (
      await admin
        .collection("atividades")
        .getFullList({ filter: admin.filter("registro = {:id}", { id: entrada.id }) })
    ).map((a) => a.descricao)
    expect(descricoes.sort()).toEqual(
      [
        "Incluiu no calendário de Agosto: Torneio de Veteranos",
        "Editou no calendário de Setembro: Torneio de Veteranos",
        "Removeu do calendário de Setembro: Torneio de Veteranos",
      ].sort(),
    )
  })
})

describe("who may", () => {
  it("refuses members and visitors in PocketBase itself", async () => {
    const membro = await createPerson(db.url, { associado: 1 })
    const asMembro = clientWithToken(db.url, await tokenOf(db.url, membro.email))
    const evento = await admin
      .collection("eventos")
      .create({ titulo: "Intocável", data_evento: "2099-12-01 12:00:00.000Z" })
    for (const pb of [asMembro, anonymousClient(db.url)]) {
      const answers = await Promise.all(
        [
          pb.collection("eventos").create({ titulo: "X", data_evento: "2099-12-02 12:00:00.000Z" }),
          pb.collection("eventos").update(evento.id, { titulo: "Mudado" }),
          pb.collection("eventos").delete(evento.id),
          pb.collection("calendario_anual").create({ mes: "Maio", evento: "X" }),
        ].map(answerOf),
      )
      expect(answers).toEqual([CREATE_REFUSED, NOT_FOUND, NOT_FOUND, CREATE_REFUSED])
    }
    expect((await admin.collection("eventos").getOne(evento.id)).titulo).toBe("Intocável")
  })
})
