// Nothing personal is public unless its person chose it (docs/decisions/lgpd-and-privacy.md#what-is-public):
// the birthdays give the first name and the day of those who chose to show them, and no account; the
// public board gives the current seats only, with a contact only where its holder published it, which
// only the holder can do ('Meus Dados'), each change recorded.
import { describe, expect, it, vi } from "vitest"
import { addDays, storedDate } from "@veteranos/domain/datas"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, toastOf, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.meus-dados/route")
const admin = await adminClient(db.url)
const anonymous = anonymousClient(db.url)
const day = (offset: number) => storedDate(addDays(todayInSaoPaulo(), offset))

describe("the birthdays", () => {
  it("show the first name and the day of active members who chose it, and no account", async () => {
    const shown = await createPerson(db.url, { associado: 1 })
    const hidden = await createPerson(db.url, { associado: 1 })
    await admin.collection("cadastro_geral").update(shown.id, {
      nome: "Maria das Dores Silva",
      dt_nasc: "1958-02-11 00:00:00.000Z",
      aniversario_publico: true,
    })
    // A new account shows nothing until its person chooses.
    await admin.collection("cadastro_geral").update(hidden.id, { dt_nasc: "1960-02-12 00:00:00.000Z" })
    const rows = await anonymous.collection("nivers").getFullList({ filter: "mes = 2" })
    expect(rows.map(({ nome, dt_nasc, mes }) => ({ nome, dt_nasc, mes }))).toEqual([
      { nome: "Maria", dt_nasc: "2000-02-11 00:00:00.000Z", mes: 2 },
    ])
    expect(rows.map((row) => row.id)).not.toContain(shown.id)
  })
})

describe("the public board", () => {
  it("gives the current seats only, with the contact where its holder published it", async () => {
    const atual = await createPerson(db.url)
    const publicado = await createPerson(db.url)
    const antigo = await createPerson(db.url)
    const seat = (conta: { id: string }, extra: Record<string, unknown>) =>
      admin.collection("diretoria").create({
        idCadGeral: conta.id,
        tipo: "conselho",
        cargo: "conselheiro",
        email: "contato@exemplo.org",
        telefone: "(11) 98765-4321",
        ...extra,
      })
    const quiet = await seat(atual, { inicio_mandato: day(-10), fim_mandato: day(300) })
    const open = await seat(publicado, { inicio_mandato: day(-10), contato_publico: true })
    const ended = await seat(antigo, {
      inicio_mandato: day(-900),
      fim_mandato: day(-1),
      contato_publico: true,
    })
    const rows = await anonymous.collection("diretoria_publica").getFullList({ sort: "nome" })
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]))
    expect(byId[quiet.id]).toMatchObject({ nome: atual.nome, email: "", telefone: "" })
    expect(byId[open.id]).toMatchObject({ email: "contato@exemplo.org", telefone: "(11) 98765-4321" })
    expect(byId[ended.id]).toBeUndefined()
    expect(Object.keys(rows[0]!)).not.toContain("idCadGeral")
    // The seats themselves are not public.
    expect((await anonymous.collection("diretoria").getList(1, 50)).items).toEqual([])
  })

  it("shows a holder's contact once they publish it in 'Meus Dados', and records the change", async () => {
    const holder = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
    const seatId = holder.seatIds[0]!
    await admin.collection("diretoria").update(seatId, { email: "secretaria@exemplo.org" })
    const cookie = await sessionCookie(holder.email)
    const page = await loader(routeArgs("/painel/meus-dados", cookie))
    expect(page.publico).toEqual({ aniversario: false, contato: false })

    const post = async (form: Record<string, string>) =>
      (await action(routeArgs("/painel/meus-dados", cookie, form))) as Response
    const published = await post({ intent: "contato-publico", publicar: "sim" })
    expect(published.status).toBe(303)
    expect(await toastOf(published)).toMatchObject({
      type: "success",
      title: "Seu e-mail e telefone de contato aparecem na página Diretoria.",
    })
    expect((await anonymous.collection("diretoria_publica").getOne(seatId)).email).toBe(
      "secretaria@exemplo.org",
    )
    const [entry] = await admin
      .collection("atividades")
      .getFullList({ filter: `registro = "${seatId}"`, sort: "-created" })
    expect(entry).toMatchObject({
      autor: holder.id,
      descricao: "Publicou o próprio contato na página Diretoria",
    })

    const hidden = await post({ intent: "contato-publico" })
    expect((await toastOf(hidden))?.title).toBe(
      "Seu e-mail e telefone de contato não aparecem mais na página Diretoria.",
    )
    expect((await anonymous.collection("diretoria_publica").getOne(seatId)).email).toBe("")
  })

  it("is not the president's to publish", async () => {
    const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
    const other = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
    const client = anonymousClient(db.url)
    client.authStore.save(await tokenOf(db.url, presidente.email), null)
    await expect(
      client.collection("diretoria").update(other.seatIds[0]!, { contato_publico: true }),
    ).rejects.toMatchObject({ status: 404 })
    expect((await admin.collection("diretoria").getOne(other.seatIds[0]!)).contato_publico).toBe(false)
  })
})
