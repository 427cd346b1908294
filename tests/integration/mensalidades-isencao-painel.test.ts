// /painel/financeiro's exemption against a real PocketBase of this file's own
// (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed): the page's POSTs answer 303 with the
// toast, 400 with the message and the typed reason, 403 to the president; an exempt due is neither
// received nor open in the year's totals, the member's counts and the overdue list.
import { ISENCAO_MOTIVO_OBRIGATORIO } from "@veteranos/domain/mensalidades"
import { describe, expect, it, vi } from "vitest"
import { financeiroKit } from "./mensalidades-financeiro-support"
import { novaMensalidadeDe } from "./mensalidades-isencao-support"
import { routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { exemptMensalidade, markMensalidadePaid } =
  await import("~/routes/painel.financeiro/financeiro-changes.server")
const { totaisDe } = await import("~/features/prestacao-de-contas/prestacao-de-contas.server")
const { action } = await import("~/routes/painel.financeiro/route")
const { admin, cast, paginaFinanceiro, devido } = await financeiroKit(db.url)
const { financeiro, presidente, socio } = await cast()

const novaMensalidade = (descricao: string, ano = 2046) =>
  novaMensalidadeDe({ admin, financeiro, socio }, descricao, ano)

/** A past year of this file's own: its dues are overdue today. */
const ANO = 2019

const stored = (id: string) => admin.collection("mensalidades").getOne(id)

describe("/painel/financeiro's exemption POSTs", () => {
  it("answer 303 with the toast, 400 with the message and the typed reason, and 403 to the president", async () => {
    const cookie = await sessionCookie(financeiro.email)
    const id = await novaMensalidade("Mensalidade isenta G")
    const path = `/painel/financeiro?mes=2046-01&acao=isentar&id=${id}`

    const vazio = (await action(
      routeArgs(path, cookie, { intent: "isentar", id, motivo: " " }),
    )) as unknown as FormReply
    expect(vazio.init?.status).toBe(400)
    expect(vazio.data.result.error?.motivo).toEqual([ISENCAO_MOTIVO_OBRIGATORIO])
    const longo = "x".repeat(301)
    const demais = (await action(
      routeArgs(path, cookie, { intent: "isentar", id, motivo: longo }),
    )) as unknown as FormReply
    expect(demais.init?.status).toBe(400)
    expect(demais.data.result.error?.motivo).toEqual(["Use no máximo 300 caracteres no motivo."])
    // The typed reason comes back, as far as the field takes it.
    expect(demais.data.result.initialValue).toMatchObject({ motivo: longo.slice(0, 300) })
    expect(await stored(id)).toMatchObject({ status: "pendente" })

    const refused = await action(
      routeArgs(path, await sessionCookie(presidente.email), { intent: "isentar", id, motivo: "Presidente" }),
    ).catch((e: unknown) => e)
    expect((refused as Response).status).toBe(403)

    const ok = (await action(
      routeArgs(path, cookie, { intent: "isentar", id, motivo: "Desempregado" }),
    )) as Response
    expect(ok.status).toBe(303)
    // Back at the due's row; the message says whose due of which month.
    expect(ok.headers.get("Location")).toBe(`/painel/financeiro?mes=2046-01#mensalidade-${id}`)
    expect(await toastOf(ok)).toMatchObject({
      title: "Mensalidade isenta.",
      description: expect.stringMatching(new RegExp(`^Mensalidade de ${socio.nome} \\([a-zç]+/2046\\)\\.$`)),
    })
    expect(await stored(id)).toMatchObject({ status: "isenta", isencao_motivo: "Desempregado" })

    const undo = (await action(
      routeArgs("/painel/financeiro?mes=2046-01", cookie, { intent: "desfazer-isencao", id }),
    )) as Response
    expect((await toastOf(undo))?.title).toBe("Isenção desfeita.")
    expect(await stored(id)).toMatchObject({ status: "pendente", isencao_motivo: "" })
  })
})

describe("an exempt due", () => {
  it("is neither received nor open in the year's totals, the member's counts or the overdue list", async () => {
    const [aberta, paga, isenta] = [
      await novaMensalidade("Totais aberta", ANO),
      await novaMensalidade("Totais paga", ANO),
      await novaMensalidade("Totais isenta", ANO),
    ]
    await markMensalidadePaid(financeiro.token, paga, "pix")
    const antes = await devido(socio.token)
    await exemptMensalidade(financeiro.token, isenta, "Ano de luto")

    const totais = totaisDe((await paginaFinanceiro(financeiro.token, { ano: String(ANO) })).totais)
    expect(totais.total).toEqual({ recebido: 80, pendente: 80 })
    expect(totais.isentas).toEqual({ quantidade: 1, valor: 80 })
    expect(await devido(socio.token)).toMatchObject({
      total: antes.total - 80,
      quantidade: antes.quantidade - 1,
    })

    // Long past its day: the open one is overdue, the exempt one is not.
    const naAba = async (id: string, status: string) => {
      const mes = String((await stored(id)).data_vencimento).slice(0, 7)
      const { lista } = await paginaFinanceiro(financeiro.token, { mes, status, q: socio.nome })
      return lista.items
    }
    expect((await naAba(aberta, "vencida")).map((m) => m.id)).toContain(aberta)
    expect((await naAba(isenta, "vencida")).map((m) => m.id)).not.toContain(isenta)
    const isentas = await naAba(isenta, "isenta")
    expect(isentas.map((m) => m.id)).toContain(isenta)
    expect(isentas.every((m) => m.status === "isenta")).toBe(true)
  })
})
