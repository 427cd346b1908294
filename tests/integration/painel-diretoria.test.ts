// /painel/diretoria's loader and action against a PocketBase of this file's own: the seats listed
// as current, future and ended; a seat created, edited, ended and deleted through the action (303
// and a flash) as stored; PocketBase's presidency rule refusing with its message (400); and the
// page refused to every other role (the transfer: painel-diretoria-transferir.test.ts). The rule itself, its
// concurrency and the API rules are tested at PocketBase's level (regras-*.test.ts).
import { describe, expect, it, vi } from "vitest"
import { CARGO_MENSAGENS } from "@veteranos/domain/cargos"
import { MANDATO_MENSAGENS } from "@veteranos/domain/mandatos"
import { PNG } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { expectDone, PAGE, stored } from "./painel-diretoria-support"
import { createPerson, routeArgs, sessionCookie, type FormReply } from "./support"
import { daysFromToday, today } from "../support/hoje"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action, loader } = await import("~/routes/painel.diretoria/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)

type Loaded = Awaited<ReturnType<typeof loader>>
const load = async (path = PAGE, as = cookie) => (await loader(routeArgs(path, as))) as Loaded
const post = (form: Record<string, string>, path = PAGE, as = cookie) => action(routeArgs(path, as, form))

const seatOf = (conta: { id: string }, fields: Record<string, string>) =>
  admin.collection("diretoria").create({ idCadGeral: conta.id, ...fields })

describe("the list", () => {
  it("shows each body's current seats, then the future ones, and the ended ones apart", async () => {
    const [conselheiro, vice, secretario] = await Promise.all([
      createPerson(db.url),
      createPerson(db.url),
      createPerson(db.url),
    ])
    const atual = await seatOf(conselheiro, {
      cargo: "conselheiro",
      tipo: "conselho",
      inicio_mandato: stored(daysFromToday(-300)),
      fim_mandato: stored(daysFromToday(300)),
    })
    const anterior = await seatOf(vice, {
      cargo: "vice-presidente",
      tipo: "diretoria",
      inicio_mandato: stored(daysFromToday(-900)),
      fim_mandato: stored(daysFromToday(-1)),
    })
    const futuro = await seatOf(secretario, {
      cargo: "secretario",
      tipo: "diretoria",
      inicio_mandato: stored(daysFromToday(30)),
      fim_mandato: stored(daysFromToday(900)),
    })
    const { grupos, presidente: atualPresidente } = await load()
    expect(grupos.diretoria.map((c) => [c.id, c.futuro])).toEqual([
      [presidente.seatIds[0], false],
      [futuro.id, true],
    ])
    expect(grupos.diretoria[1]).toMatchObject({ nome: secretario.nome, cargo: "secretario" })
    expect(grupos.conselho.map((c) => c.id)).toEqual([atual.id])
    expect(grupos.anteriores.map((c) => c.id)).toEqual([anterior.id])
    expect(atualPresidente?.id).toBe(presidente.seatIds[0])
    await Promise.all([atual, anterior, futuro].map((seat) => admin.collection("diretoria").delete(seat.id)))
  })

  it("finds the accounts for a new seat by name or e-mail, without accents or capitals", async () => {
    const conta = await admin.collection("cadastro_geral").create({
      email: `conceicao.${Date.now()}@exemplo.org`,
      password: "senha-do-teste-1",
      passwordConfirm: "senha-do-teste-1",
      nome: "Maria da Conceição Júnior",
    })
    const found = await load(`${PAGE}?acao=novo&pessoa=${encodeURIComponent("CONCEICAO jun")}`)
    expect(found.pessoas).toEqual([{ id: conta.id, nome: conta.nome, email: conta.email }])
    expect((await load(`${PAGE}?acao=novo&pessoa=conceicao.`)).pessoas?.map((c) => c.id)).toEqual([conta.id])
    // Without a dialog that asks, no search.
    expect((await load(`${PAGE}?pessoa=conceicao`)).pessoas).toBeNull()
  })
})

describe("a seat through the action", () => {
  it("is created (with a photo), edited, ended and deleted as each flash says", async () => {
    const pessoa = await createPerson(db.url)
    const fim = daysFromToday(365)
    const body = new FormData()
    for (const [name, value] of Object.entries({
      intent: "novo",
      idCadGeral: pessoa.id,
      tipo: "diretoria",
      cargo: "secretario",
      inicio_mandato: today(),
      fim_mandato: fim,
      telefone: "11987654321",
      email: "secretaria@exemplo.org",
    })) {
      body.set(name, value)
    }
    body.set("foto", new File([PNG], "foto.png", { type: "image/png" }))
    const request = new Request(`http://localhost${PAGE}?acao=novo&pessoa=pessoa`, {
      method: "POST",
      headers: { Cookie: cookie },
      body,
    })
    await expectDone(await action({ request, params: {}, context: {} }), "Cargo criado.")
    const seat = await admin
      .collection("diretoria")
      .getFirstListItem(admin.filter("idCadGeral = {:id}", { id: pessoa.id }))
    expect(seat).toMatchObject({
      cargo: "secretario",
      tipo: "diretoria",
      inicio_mandato: stored(today()),
      fim_mandato: stored(fim),
      telefone: "(11) 98765-4321",
      email: "secretaria@exemplo.org",
    })
    expect(seat.foto).toMatch(/\.png$/)

    const editar = {
      intent: "editar",
      id: seat.id,
      tipo: "diretoria",
      cargo: "outro",
      cargo_outro: "Diretor de Esportes",
      inicio_mandato: today(),
      fim_mandato: daysFromToday(700),
    }
    await expectDone(await post(editar, `${PAGE}?acao=editar&id=${seat.id}`), "Cargo atualizado.")
    expect(await admin.collection("diretoria").getOne(seat.id)).toMatchObject({
      cargo: "Diretor de Esportes",
      fim_mandato: stored(daysFromToday(700)),
      telefone: "",
      email: "",
    })

    await expectDone(await post({ intent: "encerrar", id: seat.id }), "Mandato encerrado.")
    expect((await admin.collection("diretoria").getOne(seat.id)).fim_mandato).toBe(stored(daysFromToday(-1)))
    expect((await load()).grupos.anteriores.map((c) => c.id)).toContain(seat.id)

    await expectDone(await post({ intent: "excluir", id: seat.id }), "Cargo excluído.")
    await expect(admin.collection("diretoria").getOne(seat.id)).rejects.toMatchObject({ status: 404 })
  })

  it("answers a position outside its body or a term ending before it starts with 400 and the values", async () => {
    const pessoa = await createPerson(db.url)
    const reply = (await post({
      intent: "novo",
      idCadGeral: pessoa.id,
      tipo: "diretoria",
      cargo: "conselheiro",
      inicio_mandato: today(),
      fim_mandato: daysFromToday(-1),
    })) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.cargo).toEqual([CARGO_MENSAGENS.doConselho])
    expect(reply.data.result.error?.fim_mandato).toEqual([MANDATO_MENSAGENS.fimAntesDoInicio])
    expect(reply.data.result.initialValue).toMatchObject({ cargo: "conselheiro", idCadGeral: pessoa.id })
  })
})

describe("the presidency rule", () => {
  const seatId = presidente.seatIds[0]!

  it("refuses a second president, an edit or an end that leaves none, and the deletion, with its message", async () => {
    const outra = await createPerson(db.url)
    const segundo = (await post({
      intent: "novo",
      idCadGeral: outra.id,
      tipo: "diretoria",
      cargo: "presidente",
      inicio_mandato: today(),
      fim_mandato: daysFromToday(300),
    })) as unknown as FormReply
    expect(segundo.init?.status).toBe(400)
    expect(segundo.data.result.error?.cargo).toEqual([MANDATO_MENSAGENS.doisPresidentes])
    expect(segundo.data.result.initialValue).toMatchObject({ idCadGeral: outra.id, cargo: "presidente" })

    const editar = (await post(
      {
        intent: "editar",
        id: seatId,
        tipo: "diretoria",
        cargo: "vice-presidente",
        inicio_mandato: daysFromToday(-10),
        fim_mandato: daysFromToday(300),
      },
      `${PAGE}?acao=editar&id=${seatId}`,
    )) as unknown as FormReply
    expect(editar.init?.status).toBe(400)
    expect(editar.data.result.error?.cargo?.[0]).toContain("presidente")
    expect(editar.data.result.initialValue).toMatchObject({ cargo: "vice-presidente" })

    for (const intent of ["encerrar", "excluir"]) {
      const refused = (await post(
        { intent, id: seatId },
        `${PAGE}?acao=${intent}&id=${seatId}`,
      )) as unknown as {
        init: { status: number }
        data: { erro: string }
      }
      expect(refused.init.status, intent).toBe(400)
      expect(refused.data.erro, intent).toBe(MANDATO_MENSAGENS.semPresidente)
    }
    const seat = await admin.collection("diretoria").getOne(seatId)
    expect(seat).toMatchObject({ cargo: "presidente", fim_mandato: "" })
  })
})

describe("the other roles", () => {
  it("are refused the page and its POSTs with 403", async () => {
    const others = await Promise.all([
      createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
      createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] }),
      createPerson(db.url, { board: [{ cargo: "conselheiro", tipo: "conselho" }], associado: 1 }),
      createPerson(db.url, { associado: 1 }),
      createPerson(db.url),
    ])
    for (const other of others) {
      const as = await sessionCookie(other.email)
      await expect(loader(routeArgs(PAGE, as))).rejects.toMatchObject({ status: 403 })
      await expect(post({ intent: "excluir", id: presidente.seatIds[0]! }, PAGE, as)).rejects.toMatchObject({
        status: 403,
      })
    }
    expect(await admin.collection("diretoria").getOne(presidente.seatIds[0]!)).toBeTruthy()
  })
})
