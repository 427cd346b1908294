// The event page's action (/painel/eventos/<id>) against a PocketBase of this file's own: each change
// a POST answered 303 with its flash, back to the page or to the dashboard it came from (nowhere
// else); PocketBase's refusal in words; someone who is not a member is refused by the guard; the
// board's CSV lists the confirmed, then the waiting, in order.
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action } = await import("~/routes/painel.eventos_.$id/route")
const { loader: csvLoader } = await import("~/routes/painel.eventos_.$id.inscricoes[.]csv")
const { INSCRICAO_RECUSAS } = await import("@veteranos/domain/inscricoes")
const { action: eventosAction } = await import("~/routes/painel.eventos/route")
const { loader: dashboard } = await import("~/routes/painel._index/route")

const admin = await adminClient(db.url)
const HOUR = 60 * 60 * 1000

const evento = (capacidade: number, extra: Record<string, unknown> = {}) =>
  admin.collection("eventos").create({
    titulo: `Evento ${Math.random().toString(36).slice(2, 7)}`,
    data_evento: new Date(Date.now() + 48 * HOUR).toISOString(),
    capacidade,
    ...extra,
  })

async function post(id: string, cookie: string, form: Record<string, string>) {
  const args = routeArgs(`/painel/eventos/${id}`, cookie, form)
  return (await action({ ...args, params: { id } })) as Response
}

describe("a member's presence", () => {
  it("is confirmed, then waits, then is cancelled, each answered 303 with its flash", async () => {
    const { id } = await evento(1)
    const [a, b] = [
      await createPerson(db.url, { associado: 1 }),
      await createPerson(db.url, { associado: 1 }),
    ]
    const [cookieA, cookieB] = [await sessionCookie(a.email), await sessionCookie(b.email)]

    const first = await post(id, cookieA, { intent: "confirmar", voltar: "/painel" })
    expect(first.status).toBe(303)
    // Back at the event's card, which the browser scrolls to without JavaScript.
    expect(first.headers.get("Location")).toBe(`/painel#evento-${id}`)
    expect(await toastOf(first)).toMatchObject({ type: "success", title: "Presença confirmada." })

    // Back anywhere else than the dashboard is back to the page.
    const second = await post(id, cookieB, { intent: "confirmar", voltar: "https://exemplo.com/" })
    expect(second.headers.get("Location")).toBe(`/painel/eventos/${id}#evento-${id}`)
    expect((await toastOf(second))?.title).toBe("Você está na lista de espera (posição 1).")

    const again = await post(id, cookieB, { intent: "confirmar" })
    expect(await toastOf(again)).toMatchObject({ type: "error", title: INSCRICAO_RECUSAS.repetida.message })

    const cancel = await post(id, cookieA, { intent: "cancelar" })
    expect((await toastOf(cancel))?.title).toBe("Presença cancelada.")
    const stored = await admin.collection("inscricoes").getFullList({ filter: `evento = "${id}"` })
    expect(stored.map((r) => [r.conta, r.status])).toEqual([[b.id, "confirmada"]])
  })

  it("is offered on the dashboard's next events, with the places and the member's own", async () => {
    const { id, titulo } = await evento(2)
    const pessoa = await createPerson(db.url, { associado: 1 })
    const cookie = await sessionCookie(pessoa.email)
    const proximo = async () =>
      (await dashboard(routeArgs("/painel", cookie))).eventos.find((item) => item.id === id)!
    expect((await proximo()).presenca).toMatchObject({ vagas: "Restam 2 vagas", acao: "confirmar" })

    await post(id, cookie, { intent: "confirmar", voltar: "/painel" })
    expect((await proximo()).titulo).toBe(titulo)
    expect((await proximo()).presenca).toMatchObject({ vagas: "Resta 1 vaga", acao: "cancelar" })
  })

  it("is refused in words once sign-up has closed", async () => {
    const { id } = await evento(5, { inscricoes_ate: new Date(Date.now() - HOUR).toISOString() })
    const pessoa = await createPerson(db.url, { associado: 1 })
    const response = await post(id, await sessionCookie(pessoa.email), { intent: "confirmar" })
    expect(response.status).toBe(303)
    expect(await toastOf(response)).toMatchObject({
      type: "error",
      title: INSCRICAO_RECUSAS.encerrada.message,
    })
  })

  it("is refused with 403 to someone who is no member", async () => {
    const { id } = await evento(5)
    const pessoa = await createPerson(db.url)
    const refused = await post(id, await sessionCookie(pessoa.email), { intent: "confirmar" }).catch(
      (thrown: unknown) => thrown as Response,
    )
    expect(refused.status).toBe(403)
    expect(await admin.collection("inscricoes").getFullList({ filter: `evento = "${id}"` })).toEqual([])
  })
})

it("gives the board the list as CSV: the confirmed, then the waiting, each in order", async () => {
  const { id } = await evento(1)
  const people = [await createPerson(db.url, { associado: 1 }), await createPerson(db.url, { associado: 1 })]
  for (const pessoa of people) await post(id, await sessionCookie(pessoa.email), { intent: "confirmar" })
  const board = await createPerson(db.url, {
    associado: 1,
    board: [{ cargo: "secretario", tipo: "diretoria" }],
  })
  const args = routeArgs(`/painel/eventos/${id}/inscricoes.csv`, await sessionCookie(board.email))
  const response = (await csvLoader({ ...args, params: { id } })) as Response
  const lines = (await response.text()).split("\r\n")
  expect(lines[0]).toBe("Situação;Posição;Nome;Data da inscrição")
  expect(lines.slice(1, 3).map((line) => line.split(";").slice(0, 3).join(";"))).toEqual([
    `Confirmada;1;${people[0]!.nome}`,
    `Lista de espera;1;${people[1]!.nome}`,
  ])
})

it("stores the event form's 'Inscrições até' (a São Paulo date and time) as an instant, and clears it", async () => {
  const board = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
  const cookie = await sessionCookie(board.email)
  const titulo = `Festa com inscrição ${Date.now()}`
  const send = (fields: Record<string, string>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries({ titulo, data: "2099-09-21", hora: "19:30", ...fields }))
      body.set(name, value)
    const request = new Request("http://localhost/painel/eventos", {
      method: "POST",
      headers: { Cookie: cookie },
      body,
    })
    return eventosAction({ request, params: {}, context: {} }) as Promise<Response>
  }
  expect(
    (
      await send({
        intent: "novo",
        capacidade: "10",
        inscricoes_ate_data: "2099-09-20",
        inscricoes_ate_hora: "18:00",
      })
    ).status,
  ).toBe(303)
  const evento = await admin
    .collection("eventos")
    .getFirstListItem(admin.filter("titulo = {:titulo}", { titulo }))
  expect(evento.inscricoes_ate).toBe("2099-09-20 21:00:00.000Z")
  expect(
    (
      await send({
        intent: "editar",
        id: evento.id,
        capacidade: "10",
        inscricoes_ate_data: "",
        inscricoes_ate_hora: "",
      })
    ).status,
  ).toBe(303)
  expect((await admin.collection("eventos").getOne(evento.id)).inscricoes_ate).toBe("")
  // After the event has begun: refused beside the field, nothing stored.
  const late = await send({
    intent: "editar",
    id: evento.id,
    capacidade: "10",
    inscricoes_ate_data: "2099-09-22",
    inscricoes_ate_hora: "10:00",
  })
  const reply = late as unknown as FormReply
  expect(reply.init?.status).toBe(400)
  expect(reply.data.result.error?.inscricoes_ate_data).toEqual([
    "As inscrições devem terminar até o início do evento",
  ])
  // The time alone: refused beside the missing date.
  const half = (await send({
    intent: "editar",
    id: evento.id,
    capacidade: "10",
    inscricoes_ate_hora: "10:00",
  })) as unknown as FormReply
  expect(half.data.result.error?.inscricoes_ate_data).toEqual([
    "Informe a data e a hora, ou deixe as duas em branco",
  ])
  expect((await admin.collection("eventos").getOne(evento.id)).inscricoes_ate).toBe("")
})

it("refuses, beside 'Capacidade', fewer places than the confirmed sign-ups, and keeps the typed value", async () => {
  const { id, titulo } = await evento(3)
  for (let i = 0; i < 3; i++) {
    const pessoa = await createPerson(db.url, { associado: 1 })
    await post(id, await sessionCookie(pessoa.email), { intent: "confirmar" })
  }
  const board = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
  const body = new FormData()
  for (const [name, value] of Object.entries({
    intent: "editar",
    id,
    titulo,
    data: "2099-09-21",
    hora: "19:30",
    capacidade: "2",
  }))
    body.set(name, value)
  const request = new Request("http://localhost/painel/eventos", {
    method: "POST",
    headers: { Cookie: await sessionCookie(board.email) },
    body,
  })
  const reply = (await eventosAction({ request, params: {}, context: {} })) as unknown as FormReply
  expect(reply.init?.status).toBe(400)
  expect(reply.data.result.error?.capacidade).toEqual(["Já há 3 confirmados."])
  expect(reply.data.result.initialValue?.capacidade).toBe("2")
  expect((await admin.collection("eventos").getOne(id)).capacidade).toBe(3)
})
