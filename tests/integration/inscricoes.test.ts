// An event's places against the real PocketBase (docs/decisions/events.md#places-are-kept-by-pocketbase):
// two members racing for the last place get one place and one turn on the waiting list; a
// cancellation gives the place to the oldest waiting, whose e-mail is queued once and sent by the
// queue's job through the loopback SMTP server; a closed sign-up, a past event and a sign-up in
// someone else's name are refused.
import PocketBase, { ClientResponseError } from "pocketbase"
import { INSCRICAO_RECUSAS } from "@veteranos/domain/inscricoes"
import { describe, expect, it } from "vitest"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { formatDateTime } from "~/utils/format"
import { expectBody } from "./email-body"
import { createPersonWithToken, ownMailServer, ownPocketBase, type Pessoa } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const APP_URL = "https://veteranos.exemplo.org"
await admin.settings.update({ meta: { appURL: APP_URL, appName: "Associação dos Veteranos" } })

const HOUR = 60 * 60 * 1000
const membro = () => createPersonWithToken(db.url, { associado: 1 })

function as(pessoa: Pessoa): PocketBase {
  const pb = anonymousClient(db.url)
  pb.authStore.save(pessoa.token)
  return pb
}

/** An event `hours` from now with `capacidade` places, and the fields given. */
async function evento(capacidade: number, extra: Record<string, unknown> = {}, hours = 72) {
  return admin.collection("eventos").create({
    titulo: `Evento ${Math.random().toString(36).slice(2, 7)}`,
    data_evento: new Date(Date.now() + hours * HOUR).toISOString(),
    localizacao: "Sede social",
    capacidade,
    ...extra,
  })
}

const signUp = (pessoa: Pessoa, eventoId: string) =>
  as(pessoa).collection("inscricoes").create({ evento: eventoId, conta: pessoa.id })

const statusOf = async (eventoId: string, pessoa: Pessoa) =>
  (
    await admin
      .collection("inscricoes")
      .getFirstListItem(admin.filter("evento = {:e} && conta = {:c}", { e: eventoId, c: pessoa.id }))
  ).status as string

/** The refusal PocketBase answered: its status and the code on `evento`. */
async function refusalOf(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ClientResponseError)
  const response = (error as ClientResponseError).response as { data?: { evento?: { code?: string } } }
  return { status: (error as ClientResponseError).status, code: response.data?.evento?.code }
}

describe("the last place", () => {
  it("goes to exactly one of two members signing up at once; the other waits", async () => {
    const { id } = await evento(1)
    const [a, b] = await Promise.all([membro(), membro()])
    const results = await Promise.all([signUp(a, id), signUp(b, id)])
    expect(results.map((r) => r.status).sort()).toEqual(["confirmada", "espera"])
    const stored = await admin.collection("inscricoes").getFullList({ filter: `evento = "${id}"` })
    expect(stored.map((r) => r.status).sort()).toEqual(["confirmada", "espera"])
  })

  it("is given to the oldest waiting on a cancellation, who alone is queued one e-mail, sent by the job", async () => {
    const { id, titulo, data_evento } = await evento(1)
    const [a, b, c] = [await membro(), await membro(), await membro()]
    const first = await signUp(a, id)
    await signUp(b, id)
    await signUp(c, id)
    expect([await statusOf(id, a), await statusOf(id, b), await statusOf(id, c)]).toEqual([
      "confirmada",
      "espera",
      "espera",
    ])
    // The waiting see their own position, and only their own row.
    const fila = await as(c)
      .collection("inscricoes_fila")
      .getFullList({ filter: `evento = "${id}"` })
    expect(fila.map((row) => [row.conta, row.posicao])).toEqual([[c.id, 2]])

    await as(a).collection("inscricoes").delete(first.id)
    expect([await statusOf(id, b), await statusOf(id, c)]).toEqual(["confirmada", "espera"])
    const promoted = await admin.collection("inscricoes").getFullList({ filter: `conta = "${b.id}"` })
    const envios = await admin
      .collection("envios")
      .getFullList({ filter: `tipo = "vaga_confirmada" && referencia = "${promoted[0]!.id}"` })
    expect(envios.map((envio) => [envio.conta, envio.status])).toEqual([[b.id, "pendente"]])
    expect(
      await admin.collection("envios").getFullList({ filter: `conta = "${c.id}" || conta = "${a.id}"` }),
    ).toEqual([])

    await admin.send("/api/crons/envios", { method: "POST" })
    await expect.poll(() => mail.to(b.email).length, { timeout: 10_000 }).toBe(1)
    const [email] = mail.to(b.email)
    expect(email!.subject).toContain(titulo)
    // The event's date and time as São Paulo reads them.
    expectBody(email!, {
      nome: b.nome,
      says: [
        "está confirmada: você saiu da lista de espera",
        `Quando: ${formatDateTime(data_evento)} (horário de Brasília)<br>Onde: Sede social`,
      ],
      link: `${APP_URL}/painel/eventos/${id}`,
    })
    expect(mail.to(c.email)).toEqual([])
  })

  it("given by a larger capacity goes to the waiting, oldest first", async () => {
    const ev = await evento(1)
    const [a, b, c] = [await membro(), await membro(), await membro()]
    for (const pessoa of [a, b, c]) await signUp(pessoa, ev.id)
    await admin.collection("eventos").update(ev.id, { capacidade: 2 })
    expect([await statusOf(ev.id, b), await statusOf(ev.id, c)]).toEqual(["confirmada", "espera"])
  })
})

describe("an event's number of places", () => {
  it("never goes below the confirmed sign-ups, whatever the door", async () => {
    const ev = await evento(5)
    for (let i = 0; i < 5; i++) await signUp(await membro(), ev.id)
    const board = await createPersonWithToken(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
    const refused = await as(board)
      .collection("eventos")
      .update(ev.id, { capacidade: 2 })
      .then(
        () => null,
        (error: ClientResponseError) => [error.status, error.response.data?.capacidade?.message],
      )
    expect(refused).toEqual([400, "Já há 5 confirmados."])
    await expect(admin.collection("eventos").update(ev.id, { capacidade: 0 })).rejects.toMatchObject({
      status: 400,
      response: { data: { capacidade: { message: "Já há 5 confirmados." } } },
    })
    expect((await admin.collection("eventos").getOne(ev.id)).capacidade).toBe(5)
    // Down to the confirmed is allowed.
    expect((await as(board).collection("eventos").update(ev.id, { capacidade: 5 })).capacidade).toBe(5)
  })

  it("cut at the moment a member signs up keeps every confirmed place within the number", async () => {
    const ev = await evento(3)
    for (let i = 0; i < 2; i++) await signUp(await membro(), ev.id)
    const late = await membro()
    const [cut, signed] = await Promise.allSettled([
      admin.collection("eventos").update(ev.id, { capacidade: 2 }),
      signUp(late, ev.id),
    ])
    const capacidade = (await admin.collection("eventos").getOne(ev.id)).capacidade as number
    const confirmadas = (
      await admin
        .collection("inscricoes")
        .getFullList({ filter: `evento = "${ev.id}" && status = "confirmada"` })
    ).length
    expect(signed.status).toBe("fulfilled")
    // Either the cut came first (the member waits) or the sign-up did (the cut is refused).
    if (cut.status === "fulfilled") expect([capacidade, confirmadas]).toEqual([2, 2])
    else expect([capacidade, confirmadas]).toEqual([3, 3])
  })
})

it("goes with its event: deleting an event deletes its sign-ups and promotes nobody", async () => {
  const { id } = await evento(1)
  const [a, b] = [await membro(), await membro()]
  await signUp(a, id)
  const waiting = await signUp(b, id)
  await admin.collection("eventos").delete(id)
  expect(await admin.collection("inscricoes").getFullList({ filter: `evento = "${id}"` })).toEqual([])
  expect(await admin.collection("envios").getFullList({ filter: `referencia = "${waiting.id}"` })).toEqual([])
})

describe("a sign-up is refused", () => {
  it("when sign-up has closed", async () => {
    const { id } = await evento(5, { inscricoes_ate: new Date(Date.now() - HOUR).toISOString() })
    const pessoa = await membro()
    expect(await refusalOf(signUp(pessoa, id))).toEqual({
      status: 400,
      code: INSCRICAO_RECUSAS.encerrada.code,
    })
  })

  it("for an event that has begun, and so is its cancellation", async () => {
    const { id } = await evento(5, {}, 1)
    const pessoa = await membro()
    const inscricao = await signUp(pessoa, id)
    await admin.collection("eventos").update(id, { data_evento: new Date(Date.now() - HOUR).toISOString() })
    const outra = await membro()
    expect(await refusalOf(signUp(outra, id))).toEqual({ status: 400, code: INSCRICAO_RECUSAS.passado.code })
    expect(await refusalOf(as(pessoa).collection("inscricoes").delete(inscricao.id))).toEqual({
      status: 400,
      code: INSCRICAO_RECUSAS.passado.code,
    })
  })

  it("a second time, and in somebody else's name, and for a former member", async () => {
    const { id } = await evento(5)
    const [pessoa, outra] = [await membro(), await membro()]
    await signUp(pessoa, id)
    expect(await refusalOf(signUp(pessoa, id))).toEqual({
      status: 400,
      code: INSCRICAO_RECUSAS.repetida.code,
    })
    await expect(
      as(pessoa).collection("inscricoes").create({ evento: id, conta: outra.id }),
    ).rejects.toBeInstanceOf(ClientResponseError)
    const inativo = await createPersonWithToken(db.url, { associado: 0 })
    await expect(signUp(inativo, id)).rejects.toBeInstanceOf(ClientResponseError)
    const stored = await admin.collection("inscricoes").getFullList({ filter: `evento = "${id}"` })
    expect(stored.map((r) => r.conta)).toEqual([pessoa.id])
  })
})
