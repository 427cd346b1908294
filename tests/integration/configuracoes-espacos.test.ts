// The spaces on /painel/configuracoes (docs/decisions/reservations.md#spaces-are-records), through the
// page's own loader and action against a PocketBase of this file's own: the president adds, renames,
// deactivates and reactivates a space, each a POST with its intent answered 303 and a flash message
// (or 400 with the message beside the name and the typed name kept), each in the activity record
// and the page's history; the reservation form offers the active spaces only; nobody else may.
import { ESPACO_MENSAGENS } from "@veteranos/domain/espacos"
import { RESERVA_MENSAGENS } from "@veteranos/domain/reservas"
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import {
  createPersonWithToken,
  expectSuccess,
  routeArgs,
  sessionCookie,
  toastOf,
  type FormReply,
} from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const configuracoes = await import("~/routes/painel.configuracoes/route")
const reservas = await import("~/routes/painel.reservas/route")
const { addDays, todayInSaoPaulo } = await import("~/utils/format")

const PAGE = "/painel/configuracoes"
const admin = await adminClient(db.url)
const presidente = await createPersonWithToken(db.url, {
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const socio = await createPersonWithToken(db.url, { associado: 1 })
const cookiePresidente = await sessionCookie(presidente.email)
const cookieSocio = await sessionCookie(socio.email)

type Loaded<T> = T extends (...args: never[]) => Promise<infer R> ? Exclude<R, Response> : never

const post = (form: Record<string, string>, cookie = cookiePresidente) =>
  configuracoes.action(routeArgs(PAGE, cookie, form))
const page = async (path = PAGE) =>
  (await configuracoes.loader(routeArgs(path, cookiePresidente))) as Loaded<typeof configuracoes.loader>
/** The spaces the member's reservation form offers, by name. */
const offered = async () => {
  const form = (await reservas.loader(routeArgs("/painel/reservas?nova=1", cookieSocio))) as Loaded<
    typeof reservas.loader
  >
  return form.espacos.map((espaco) => espaco.nome)
}
const quiosque = () => admin.collection("espacos").getFirstListItem('nome ~ "Quiosque"')
const latestAtividade = async () =>
  (await admin.collection("atividades").getList(1, 1, { filter: 'colecao = "espacos"', sort: "-created" }))
    .items[0]

describe("the president's spaces", () => {
  it("lists the spaces the migration made, all active, and the reservation form offers them", async () => {
    const { espacos } = await page()
    expect(espacos.map((espaco) => [espaco.nome, espaco.ativo])).toEqual([
      ["Campo de futebol", true],
      ["Churrasqueira", true],
      ["Salão de festas", true],
    ])
    expect(await offered()).toEqual(["Campo de futebol", "Churrasqueira", "Salão de festas"])
  })

  it("adds one: 303 and 'Espaço adicionado.', recorded, and offered to members", async () => {
    const answer = await post({ intent: "adicionar-espaco", nome: "  Quiosque   da piscina " })
    expectSuccess(answer, `${PAGE}#conteudo`)
    expect((await toastOf(answer as Response))?.title).toBe("Espaço adicionado.")
    expect((await quiosque()).nome).toBe("Quiosque da piscina")
    expect(await latestAtividade()).toMatchObject({
      descricao: "Adicionou o espaço Quiosque da piscina",
      autor_nome: presidente.nome,
    })
    expect(await offered()).toContain("Quiosque da piscina")
  })

  it("refuses a name another space has, with 400, the message beside the name and what was typed kept", async () => {
    const reply = (await post({
      intent: "adicionar-espaco",
      nome: "SALAO DE FESTAS ",
    })) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.nome).toEqual([ESPACO_MENSAGENS.repetido])
    expect(reply.data.result.initialValue).toMatchObject({ nome: "SALAO DE FESTAS " })
    const empty = (await post({ intent: "adicionar-espaco", nome: "   " })) as unknown as FormReply
    expect(empty.init?.status).toBe(400)
    expect(empty.data.result.error?.nome).toEqual([ESPACO_MENSAGENS.obrigatorio])
  })

  it("renames one in its dialog: its reservations show the new name, the history says so", async () => {
    const espaco = await quiosque()
    expect((await page(`${PAGE}?acao=renomear-espaco&id=${espaco.id}`)).espacoDialogo).toMatchObject({
      acao: "renomear-espaco",
      espaco: { nome: "Quiosque da piscina" },
    })
    const refused = (await post({
      intent: "renomear-espaco",
      id: espaco.id,
      nome: "churrasqueira",
    })) as unknown as FormReply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error?.nome).toEqual([ESPACO_MENSAGENS.repetido])

    const answer = await post({ intent: "renomear-espaco", id: espaco.id, nome: "Quiosque" })
    expectSuccess(answer, `${PAGE}#conteudo`)
    expect((await toastOf(answer as Response))?.title).toBe("Espaço renomeado.")
    expect((await admin.collection("espacos").getOne(espaco.id)).nome).toBe("Quiosque")
    const { historico } = await page()
    expect(historico[0]).toMatchObject({
      colecao: "espacos",
      descricao: "Renomeou o espaço Quiosque da piscina para Quiosque",
    })
  })

  it("deactivates one: no longer offered nor booked; reactivates it", async () => {
    const espaco = await quiosque()
    const answer = await post({ intent: "desativar-espaco", id: espaco.id })
    expectSuccess(answer, `${PAGE}#conteudo`)
    expect((await toastOf(answer as Response))?.title).toBe("Espaço desativado.")
    expect(await offered()).not.toContain("Quiosque")
    expect((await page()).espacos.find((item) => item.id === espaco.id)?.ativo).toBe(false)
    expect((await latestAtividade())?.descricao).toBe("Desativou o espaço Quiosque")

    // A booking of it posted anyway (a page opened before) is refused beside the space.
    const booking = (await reservas.action(
      routeArgs("/painel/reservas?nova=1", cookieSocio, {
        intent: "criar",
        espaco: espaco.id,
        data: addDays(todayInSaoPaulo(), 20),
        hora_inicio: "10:00",
        hora_fim: "12:00",
        capacidade: "10",
      }),
    )) as unknown as FormReply
    expect(booking.init?.status).toBe(400)
    expect(booking.data.result.error?.espaco).toEqual([RESERVA_MENSAGENS.local])

    expectSuccess(await post({ intent: "reativar-espaco", id: espaco.id }), `${PAGE}#conteudo`)
    expect(await offered()).toContain("Quiosque")
    expect((await latestAtividade())?.descricao).toBe("Reativou o espaço Quiosque")
  })

  it("is the president's alone: anybody else's POST is refused with 403", async () => {
    const espaco = await quiosque()
    const refused = await post({ intent: "desativar-espaco", id: espaco.id }, cookieSocio).then(
      () => 200,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : -1),
    )
    expect(refused).toBe(403)
    expect((await admin.collection("espacos").getOne(espaco.id)).ativo).toBe(true)
  })
})
