// The dashboard's cards per role, read with each user's own token (PocketBase's rules apply).
import { beforeAll, describe, expect, inject, it } from "vitest"
import { loader as dashboardLoader } from "~/routes/painel._index/route"
import { LIMITES } from "@veteranos/domain/paginas"
import { startOfDayInSaoPaulo } from "~/utils/instant.server"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { today } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { routeArgs, sessionCookie } from "./support"

async function dashboardOf(email: string) {
  return dashboardLoader(routeArgs("/painel", await sessionCookie(email, DEMO_PASSWORD)))
}

/** What the card says a member owes: the sum, how many, and the oldest (the next to pay). */
type Owed = {
  total: number
  quantidade: number
  proxima: { id: string; descricao: string; data_vencimento: string } | null
}

let expected: {
  allPendingDues: number
  ownPendingDues: Record<string, Owed>
  pedidos: number
  reservas: number
}

beforeAll(async () => {
  const admin = await adminClient(inject("pocketbaseUrl"))
  const count = async (collection: string, filter: string) =>
    (await admin.collection(collection).getList(1, 1, { filter })).totalItems
  const ownPendingDues: Record<string, Owed> = {}
  for (const email of [
    DEMO_ACCOUNTS.presidente.email,
    DEMO_ACCOUNTS.diretoria.email,
    DEMO_ACCOUNTS.associado.email,
  ]) {
    const user = await admin
      .collection("cadastro_geral")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    const pending = await admin.collection("mensalidades").getFullList({
      filter: admin.filter('status = "pendente" && associado_id = {:id}', { id: user.id }),
      sort: "data_vencimento,created",
    })
    const oldest = pending[0]
    ownPendingDues[email] = {
      total: pending.reduce((cents, due) => cents + Math.round(due.valor * 100), 0) / 100,
      quantidade: pending.length,
      proxima: oldest
        ? { id: oldest.id, descricao: oldest.descricao, data_vencimento: oldest.data_vencimento.slice(0, 10) }
        : null,
    }
  }
  expected = {
    allPendingDues: await count("mensalidades", 'status = "pendente"'),
    ownPendingDues,
    pedidos: await count("pedido_socio", 'status = "pendente"'),
    reservas: await count("reservas", 'status = "pendente"'),
  }
})

describe("the dashboard", () => {
  it("gives the president every card: own dues, pending requests and pending reservations", async () => {
    const dashboard = await dashboardOf(DEMO_ACCOUNTS.presidente.email)
    expect(dashboard.nome).toMatch(/\S/)
    expect(dashboard.cards.mensalidades).toEqual({
      devido: expected.ownPendingDues[DEMO_ACCOUNTS.presidente.email],
      todas: false,
    })
    expect(dashboard.cards.solicitacoes).toEqual({ count: expected.pedidos })
    expect(dashboard.cards.reservas).toEqual({ count: expected.reservas })
    expect(expected.pedidos).toBeGreaterThan(0)
  })

  it("gives the financial director every member's pending dues, and no request or reservation card", async () => {
    const dashboard = await dashboardOf(DEMO_ACCOUNTS.financeiro.email)
    expect(dashboard.cards.mensalidades).toEqual({ count: expected.allPendingDues, todas: true })
    expect(dashboard.cards.solicitacoes).toBeNull()
    expect(dashboard.cards.reservas).toBeNull()
    // This month's dues (by due date), received and pending, in cents so the sums are exact.
    const admin = await adminClient(inject("pocketbaseUrl"))
    const mes = today().slice(0, 7)
    const [ano, m] = mes.split("-").map(Number)
    const ate = new Date(Date.UTC(ano!, m!, 1)).toISOString().slice(0, 10)
    const doMes = await admin.collection("mensalidades").getFullList({
      filter: admin.filter("data_vencimento >= {:de} && data_vencimento < {:ate}", {
        de: `${mes}-01 00:00:00.000Z`,
        ate: `${ate} 00:00:00.000Z`,
      }),
    })
    const soma = (status: string) =>
      doMes
        .filter((due) => due.status === status)
        .reduce((cents, due) => cents + Math.round(due.valor * 100), 0) / 100
    expect(doMes.length).toBeGreaterThan(0)
    expect(dashboard.totaisMes).toMatchObject({ recebido: soma("pago"), pendente: soma("pendente") })
  })

  it("gives a board member and a member what they owe: their own pending dues only", async () => {
    for (const email of [DEMO_ACCOUNTS.diretoria.email, DEMO_ACCOUNTS.associado.email]) {
      const dashboard = await dashboardOf(email)
      expect(dashboard.cards.mensalidades, email).toEqual({
        devido: expected.ownPendingDues[email],
        todas: false,
      })
      expect(dashboard.cards.solicitacoes, email).toBeNull()
      expect(dashboard.cards.reservas, email).toBeNull()
    }
    expect(expected.ownPendingDues[DEMO_ACCOUNTS.associado.email]!.quantidade).toBeGreaterThan(0)
    expect(expected.ownPendingDues[DEMO_ACCOUNTS.associado.email]!.quantidade).toBeLessThan(
      expected.allPendingDues,
    )
  })

  it("lists the next 3 events and, for a member, the member's own last 5 logins and no board activity", async () => {
    // Five logins first: the run's other files log the demo member in too, so only a full list is exact.
    for (let i = 0; i < 5; i += 1) await sessionCookie(DEMO_ACCOUNTS.associado.email, DEMO_PASSWORD)
    const dashboard = await dashboardOf(DEMO_ACCOUNTS.associado.email)
    const admin = await adminClient(inject("pocketbaseUrl"))
    const proximos = await admin.collection("eventos").getList(1, LIMITES.proximosEventosPainel, {
      filter: admin.filter("data_evento >= {:inicio}", { inicio: startOfDayInSaoPaulo(today()) }),
      sort: "data_evento",
    })
    expect(proximos.items).toHaveLength(3)
    expect(dashboard.eventos.map((evento) => evento.id)).toEqual(proximos.items.map((evento) => evento.id))
    expect(dashboard.acessos?.map((acesso) => acesso.descricao)).toEqual(Array(5).fill("Login realizado"))
    const created = dashboard.acessos!.map((acesso) => acesso.created)
    expect(created).toEqual([...created].sort().reverse())
    expect(dashboard.atividades).toBeNull()
  })

  it("shows the board its activity record instead of logins", async () => {
    for (const email of [
      DEMO_ACCOUNTS.presidente.email,
      DEMO_ACCOUNTS.financeiro.email,
      DEMO_ACCOUNTS.diretoria.email,
    ]) {
      const dashboard = await dashboardOf(email)
      // The entries themselves: tests/integration/dashboard-atividades.test.ts (this database is read-only).
      expect(dashboard.atividades, email).toEqual(expect.any(Array))
      expect(dashboard.acessos, email).toBeNull()
    }
  })
})
