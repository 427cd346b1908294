// The board's seats in PocketBase itself, whatever the door (docs/decisions/roles-and-access.md#seats-count-within-their-term):
// a seat gives its role only within its term, in the site and in the API rules alike, and no change
// leaves the executive board with no current president or with two, not even two at once.
import PocketBase, { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { addDays, storedDate } from "@veteranos/domain/datas"
import { MANDATO_MENSAGENS } from "@veteranos/domain/mandatos"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { adminClient } from "../support/pocketbase"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPersonWithToken, routeArgs, sessionCookie } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader: painelLoader } = await import("~/routes/painel/route")

const admin = await adminClient(db.url)
/** São Paulo's day `offset` days from today, as stored; today is read when asked, as the hooks read it. */
const day = (offset: number) => storedDate(addDays(todayInSaoPaulo(), offset))
const TRANSFER = "/api/associacao/diretoria/transferir-presidencia"

function clientOf(token: string) {
  const pb = new PocketBase(db.url)
  pb.autoCancellation(false)
  pb.authStore.save(token)
  return pb
}

/** The status PocketBase answers, and its message. */
async function answer(write: () => Promise<unknown>) {
  try {
    await write()
    return { status: 200, message: "" }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { status: error.status, message: String(error.response?.message ?? "") }
  }
}

/** PocketBase's 400 with the shared rule's message. */
const refusedWith = (message: string) => ({ status: 400, message })

/** The role's label the panel's menu shows this account. */
const roleOnSite = async (email: string) =>
  (await painelLoader(routeArgs("/painel", await sessionCookie(email)))).menu.papel

const presidente = await createPersonWithToken(db.url, {
  associado: 1,
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const seatOfPresidente = presidente.seatIds[0]!
const asPresidente = clientOf(presidente.token)

describe("a seat's term", () => {
  it("gives the role from its first day to its last, on the site and in the API rules", async () => {
    const tesoureiro = await createPersonWithToken(db.url, { associado: 1 })
    // They chose the e-mailed code already: the seat's first day opens its pages, not the set-up.
    await admin.collection("cadastro_geral").update(tesoureiro.id, { segunda_etapa: "email" })
    const member = await createPersonWithToken(db.url, { associado: 1 })
    const due = await admin.collection("mensalidades").create({
      descricao: "Mensalidade do teste",
      data_vencimento: "2099-01-10 00:00:00.000Z",
      valor: 80,
      status: "pendente",
      associado_id: member.id,
    })
    const seesTheDue = async () =>
      (
        await clientOf(tesoureiro.token)
          .collection("mensalidades")
          .getList(1, 1, { filter: `id = "${due.id}"` })
      ).totalItems === 1

    const seat = await asPresidente
      .collection("diretoria")
      .create({ idCadGeral: tesoureiro.id, cargo: "financeiro", tipo: "diretoria", inicio_mandato: day(1) })
    expect(await roleOnSite(tesoureiro.email)).toBe("Associado Ativo")
    expect(await seesTheDue()).toBe(false)

    await asPresidente
      .collection("diretoria")
      .update(seat.id, { inicio_mandato: day(0), fim_mandato: day(0) })
    expect(await roleOnSite(tesoureiro.email)).toBe("Diretor Financeiro")
    expect(await seesTheDue()).toBe(true)

    // 'Encerrar mandato': the last day becomes yesterday.
    await asPresidente.collection("diretoria").update(seat.id, { fim_mandato: day(-1) })
    expect(await roleOnSite(tesoureiro.email)).toBe("Associado Ativo")
    expect(await seesTheDue()).toBe(false)
  })
})

describe("the presidency", () => {
  it("refuses a second president, through the API and in the dashboard", async () => {
    const other = await createPersonWithToken(db.url, { associado: 1 })
    const seat = { idCadGeral: other.id, cargo: "presidente", tipo: "diretoria", inicio_mandato: day(30) }
    expect(await answer(() => asPresidente.collection("diretoria").create(seat))).toEqual(
      refusedWith(MANDATO_MENSAGENS.doisPresidentes),
    )
    expect(await answer(() => admin.collection("diretoria").create(seat))).toEqual(
      refusedWith(MANDATO_MENSAGENS.doisPresidentes),
    )
    const secretario = await asPresidente
      .collection("diretoria")
      .create({ idCadGeral: other.id, cargo: "secretario", tipo: "diretoria" })
    expect(
      await answer(() => asPresidente.collection("diretoria").update(secretario.id, { cargo: "presidente" })),
    ).toEqual(refusedWith(MANDATO_MENSAGENS.doisPresidentes))
  })

  it("refuses every change that leaves the board without its president", async () => {
    const changes = [
      () => asPresidente.collection("diretoria").update(seatOfPresidente, { cargo: "secretario" }),
      () => asPresidente.collection("diretoria").update(seatOfPresidente, { fim_mandato: day(-1) }),
      () => asPresidente.collection("diretoria").update(seatOfPresidente, { inicio_mandato: day(1) }),
      () => asPresidente.collection("diretoria").delete(seatOfPresidente),
      () => admin.collection("diretoria").delete(seatOfPresidente),
    ]
    for (const change of changes) {
      expect(await answer(change)).toEqual(refusedWith(MANDATO_MENSAGENS.semPresidente))
    }
    expect(await roleOnSite(presidente.email)).toBe("Presidente")
  })

  it("refuses a council position on the executive board, and a term ending before it starts", async () => {
    const other = await createPersonWithToken(db.url, { associado: 1 })
    const seat = { idCadGeral: other.id, tipo: "diretoria" }
    expect(
      (await answer(() => asPresidente.collection("diretoria").create({ ...seat, cargo: "suplente" })))
        .status,
    ).toBe(400)
    expect(
      await answer(() =>
        asPresidente
          .collection("diretoria")
          .create({ ...seat, cargo: "secretario", inicio_mandato: day(0), fim_mandato: day(-2) }),
      ),
    ).toEqual(refusedWith(MANDATO_MENSAGENS.fimAntesDoInicio))
  })

  it("lets only the president transfer it", async () => {
    const other = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "secretario", tipo: "diretoria" }],
    })
    const body = { atual: seatOfPresidente, idCadGeral: other.id }
    expect((await answer(() => clientOf(other.token).send(TRANSFER, { method: "POST", body }))).status).toBe(
      403,
    )
    expect((await answer(() => new PocketBase(db.url).send(TRANSFER, { method: "POST", body }))).status).toBe(
      401,
    )
  })

  it("is transferred only to a term that holds today, whatever the door", async () => {
    // A grave change: the president re-confirmed (reconfirmacao.test.ts asks for it).
    await reconfirmAs(db.url, presidente.id)
    const next = await createPersonWithToken(db.url, { associado: 1 })
    const seen = (await admin.collection("diretoria").getOne(seatOfPresidente)).fim_mandato as string
    const transfer = (fim_mandato?: string) => () =>
      asPresidente.send(TRANSFER, {
        method: "POST",
        body: { atual: seatOfPresidente, seen: { fim_mandato: seen }, idCadGeral: next.id, fim_mandato },
      })
    expect(await answer(transfer(day(-1)))).toEqual(refusedWith(MANDATO_MENSAGENS.fimAntesDoInicio))
    expect(await answer(transfer())).toEqual(refusedWith(MANDATO_MENSAGENS.fimObrigatorio))
    expect(await answer(transfer("ontem"))).toEqual(refusedWith(MANDATO_MENSAGENS.fimObrigatorio))
    // Nothing changed: the president is still the president.
    expect((await admin.collection("diretoria").getOne(seatOfPresidente)).fim_mandato).toBe(seen)
    expect(await roleOnSite(presidente.email)).toBe("Presidente")
  })

  it("is transferred once of two transfers at once: one new president, the other refused with 409", async () => {
    await reconfirmAs(db.url, presidente.id)
    const seen = (await admin.collection("diretoria").getOne(seatOfPresidente)).fim_mandato as string
    const [a, b] = await Promise.all([
      createPersonWithToken(db.url, { associado: 1 }),
      createPersonWithToken(db.url, { associado: 1 }),
    ])
    // Either may become president: both chose the e-mailed code already, so the panel opens.
    const secondStep = { segunda_etapa: "email" }
    await Promise.all([a, b].map(({ id }) => admin.collection("cadastro_geral").update(id, secondStep)))
    const transfer = (to: { id: string }) => () =>
      asPresidente.send(TRANSFER, {
        method: "POST",
        body: {
          atual: seatOfPresidente,
          seen: { fim_mandato: seen },
          idCadGeral: to.id,
          fim_mandato: day(3 * 365),
        },
      })
    const answers = await Promise.all([answer(transfer(a)), answer(transfer(b))])
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409])

    const current = await admin.collection("diretoria").getFullList({
      filter: `tipo = "diretoria" && cargo = "presidente" && inicio_mandato <= "${day(0)}" && (fim_mandato = "" || fim_mandato >= "${day(0)}")`,
    })
    expect(current).toHaveLength(1)
    const winner = answers[0]!.status === 200 ? a : b
    expect(current[0]).toMatchObject({ idCadGeral: winner.id, inicio_mandato: day(0) })
    expect((await admin.collection("diretoria").getOne(seatOfPresidente)).fim_mandato).toBe(day(-1))
    expect(await roleOnSite(presidente.email)).toBe("Associado Ativo")
    expect(await roleOnSite(winner.email)).toBe("Presidente")

    // Both steps entered the activity record, with the values they changed.
    const entries = await admin
      .collection("atividades")
      .getFullList({ filter: 'colecao = "diretoria"', sort: "-created" })
    expect(entries.map((entry) => entry.descricao)).toContain(
      `Transferiu a presidência de ${presidente.nome} para ${winner.nome}`,
    )
    const ended = entries.find((entry) => entry.registro === seatOfPresidente)
    expect(ended?.alteracoes).toEqual({ fim_mandato: { antes: seen, depois: day(-1) } })

    // The same transfer sent again later, from what the former president saw: stale, not forbidden.
    expect((await answer(transfer(a))).status).toBe(409)
  })

  it("keeps one president when two seats for the next term are made at once", async () => {
    const [a, b] = await Promise.all([
      createPersonWithToken(db.url, { associado: 1 }),
      createPersonWithToken(db.url, { associado: 1 }),
    ])
    const current = await admin
      .collection("diretoria")
      .getFirstListItem(`tipo = "diretoria" && cargo = "presidente" && inicio_mandato = "${day(0)}"`)
    // The current term ends in a year; two seats from then on, at once: one is taken.
    await admin.collection("diretoria").update(current.id, { fim_mandato: day(365) })
    const next = (person: { id: string }) => () =>
      admin.collection("diretoria").create({
        idCadGeral: person.id,
        cargo: "presidente",
        tipo: "diretoria",
        inicio_mandato: day(366),
        fim_mandato: day(366 + 3 * 365),
      })
    const answers = await Promise.all([answer(next(a)), answer(next(b))])
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400])
  })
})
