// The general assembly's notice where people look, against the real PocketBase
// (docs/decisions/general-assembly.md#the-notice-is-public): its public page (a draft or an unknown id
// is a 404; a cancelled one says why), /eventos and its feed (a cancelled one as CANCELLED, a draft
// never), and the dashboard, where a member on the frozen list of an assembly held online marks
// their own presence.
import { describe, expect, it, vi } from "vitest"
import { CARGO_LABELS } from "@veteranos/domain/cargos"
import { addDays, formatDate, formatTimeOf, todayInSaoPaulo } from "@veteranos/domain/datas"

const kit = await vi.hoisted(() => import("./assembleias-support").then((s) => s.assembleiasKit()))
const { db, secretario, call, draft, opened, rowOf } = kit
const { createPersonWithToken, expectSuccess, routeArgs, sessionCookie, toastOf } = await import("./support")
const { loader: edital } = await import("~/routes/assembleias_.$id/route")
const { loader: agenda } = await import("~/routes/eventos")
const { loader: feed } = await import("~/routes/eventos[.]ics")
const painel = await import("~/routes/painel._index/route")

const args = (id: string) => ({ ...routeArgs(`/assembleias/${id}`), params: { id } })
const refusal = (attempt: unknown) => Promise.resolve(attempt).catch((thrown: unknown) => thrown)

// A notice called for 20 days ahead, at 19:00 in São Paulo (the kit's draft), and one cancelled.
const rascunho = await draft()
const publicada = await draft(secretario, [
  { titulo: "Prestação de contas do ano", tipo: "informe" },
  { titulo: "Eleição da diretoria", tipo: "deliberacao" },
])
await call(secretario, "publishAssembleia", publicada)
const cancelada = await draft()
await call(secretario, "publishAssembleia", cancelada)
await call(secretario, "cancelAssembleia", cancelada, { motivo: "Chuva forte na sede." })

describe("the notice's public page", () => {
  it("is a 404 for a draft and for an unknown id", async () => {
    for (const id of [rascunho, "naoexiste12345"]) {
      const thrown = await refusal(edital(args(id)))
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })

  it("gives both calls in São Paulo time, where it meets, the numbered agenda and who convenes", async () => {
    const dia = formatDate(addDays(todayInSaoPaulo(), 20))
    const { edital: pagina } = await edital(args(publicada))
    expect(pagina).toMatchObject({
      titulo: "Assembleia Geral Ordinária",
      cancelada: null,
      primeiraChamada: `${dia} às 19:00`,
      segundaChamada: `${dia} às 19:30`,
      local: "Sede social",
      online: { link: "https://meet.exemplo.org/ag" },
      convocacao: {
        nome: secretario.nome,
        cargo: CARGO_LABELS.secretario,
        data: formatDate(todayInSaoPaulo()),
      },
    })
    expect(pagina.itens.map(({ ordem, titulo }) => `${ordem}. ${titulo}`)).toEqual([
      "1. Prestação de contas do ano",
      "2. Eleição da diretoria",
    ])
  })

  it("of a cancelled notice says so, with the reason", async () => {
    const { edital: pagina } = await edital(args(cancelada))
    expect(pagina.cancelada).toEqual({ motivo: "Chuva forte na sede." })
  })
})

describe("the public agenda", () => {
  it("lists the published notice among the next events, never a draft or a cancelled one", async () => {
    const { proximos } = await agenda(routeArgs("/eventos"))
    const assembleias = proximos.filter((item) => "pagina" in item)
    expect(assembleias).toEqual([
      expect.objectContaining({
        id: publicada,
        titulo: "Assembleia Geral Ordinária",
        pagina: `/assembleias/${publicada}`,
      }),
    ])
  })

  it("feeds the published notice to calendars, and the cancelled one as CANCELLED", async () => {
    const response = await feed(routeArgs("/eventos.ics"))
    const text = (await response.text()).replace(/\r\n /g, "")
    const vevent = (id: string) =>
      text.split("BEGIN:VEVENT").find((block) => block.includes(`UID:assembleia-${id}@`)) ?? ""
    expect(vevent(publicada)).toContain("SUMMARY:Assembleia Geral Ordinária")
    expect(vevent(publicada)).toContain(`/assembleias/${publicada}\r\n`)
    expect(vevent(publicada)).not.toContain("STATUS:CANCELLED")
    expect(vevent(cancelada)).toContain("STATUS:CANCELLED")
    expect(text).not.toContain(rascunho)
  })
})

describe("the dashboard", () => {
  it("tells a member of the notice, and lets one on the frozen list of an assembly held online mark their presence", async () => {
    const membro = await createPersonWithToken(db.url, { associado: 1 })
    const id = await opened()
    const tarde = await createPersonWithToken(db.url, { associado: 1 })
    const aviso = async (cookie: string) =>
      (await painel.loader(routeArgs("/painel", cookie))).assembleias.find((item) => item.id === id)

    // Joined after the list was frozen: told of it, with no button.
    expect(await aviso(await sessionCookie(tarde.email))).toMatchObject({
      edital: `/assembleias/${id}`,
      presenca: null,
    })

    const cookie = await sessionCookie(membro.email)
    expect(await aviso(cookie)).toMatchObject({
      titulo: expect.stringMatching(/^Assembleia Geral Ordinária — \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/),
      local: "Sede social e online",
      presenca: { hora: null },
    })
    const answer = await painel.action(
      routeArgs("/painel?index", cookie, { intent: "presenca-assembleia", id }),
    )
    expectSuccess(answer, `/painel#assembleia-${id}`)
    expect(await toastOf(answer as Response)).toMatchObject({
      type: "success",
      title: "Presença registrada.",
    })
    const row = await rowOf(id, membro.id)
    expect(row).toMatchObject({ presente: true, online: true })
    expect(await aviso(cookie)).toMatchObject({ presenca: { hora: formatTimeOf(row.presente_em) } })
  })
})
