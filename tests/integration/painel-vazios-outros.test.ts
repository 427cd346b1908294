// The panel's other empty states (painel-vazios.test.ts has the lists of requests, members,
// reservations, events and messages), rendered by the built site over HTTP from a PocketBase with
// nothing in it but the people the test logs in: what each page says when it has nothing to show.
import { describe, expect, it, vi } from "vitest"
import { thisYear } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { panelSite, presidentAndTreasurer, type Page } from "./painel-falhas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const { doPresidente, doFinanceiro } = await presidentAndTreasurer(db.url, site)
// A space for the reservation form, with its activity record removed: the test's own setup, not a
// change the president made, so the settings' history stays empty whatever the order of the tests.
await admin.collection("espacos").create({ nome: "Quiosque vazio", ativo: true })
for (const { id } of await admin.collection("atividades").getFullList({ fields: "id" })) {
  await admin.collection("atividades").delete(id)
}

/** The page at `path`, answered (200), as `cookie`'s person sees it. */
async function page(path: string, cookie = doPresidente): Promise<Page> {
  const answer = await site.get(path, cookie)
  expect(answer.status).toBe(200)
  return answer
}

/** How many times `text` is on the page: a page that says it in two places must say it twice. */
const times = (answer: Page, text: string) => answer.html.split(text).length - 1

describe("the board's pages, with nothing stored", () => {
  it("Diretoria: no fiscal council seat, no school seat and no ended term", async () => {
    const answer = await page("/painel/diretoria")
    expect(times(answer, "Nenhum cargo com mandato atual.")).toBe(2)
    expect(answer.html).toContain("Nenhum mandato encerrado.")
  })

  it("Comunicados: none yet", async () => {
    expect((await page("/painel/comunicados")).html).toContain("Nenhum comunicado por enquanto.")
  })

  it("Documentos: none in the category", async () => {
    expect((await page("/painel/documentos")).html).toContain("Nenhum documento nesta categoria.")
  })

  it("Galeria: no photo in the gallery", async () => {
    expect((await page("/painel/galeria")).html).toContain("Nenhuma foto nesta galeria.")
  })

  it("Gerenciar Eventos: nothing in the yearly calendar", async () => {
    expect((await page("/painel/eventos")).html).toContain("Nenhuma entrada no calendário anual.")
  })

  it("Configurações: no change recorded", async () => {
    expect((await page("/painel/configuracoes")).html).toContain("Nenhuma alteração registrada.")
  })
})

describe("the dues' pages, with nothing stored", () => {
  it("Controle Financeiro: no due", async () => {
    const answer = await page("/painel/financeiro", doFinanceiro)
    expect(answer.html).toContain("Nenhuma mensalidade encontrada.")
  })

  it("Lembretes de mensalidade: no open due", async () => {
    const answer = await page("/painel/financeiro/lembretes", doFinanceiro)
    expect(answer.html).toContain("Nenhuma mensalidade em aberto.")
  })

  it("Mensalidades: the member has no due", async () => {
    expect((await page("/painel/mensalidades")).html).toContain("Nenhuma mensalidade encontrada.")
  })

  it("Prestação de Contas: no payment of the year", async () => {
    const answer = await page("/painel/prestacao-de-contas")
    expect(answer.html).toContain(`Nenhum pagamento das mensalidades de ${thisYear()}.`)
  })
})

describe("a member's pages, with nothing stored", () => {
  it("the dashboard: no open due, and for the president no deletion request open", async () => {
    const answer = await page("/painel")
    expect(answer.html).toContain("Nenhuma mensalidade em aberto.")
    expect(answer.html).toContain("Nenhum pedido de exclusão em aberto.")
  })

  it("a new reservation: no booked time in the space", async () => {
    const answer = await page("/painel/reservas?nova=1")
    expect(answer.html).toContain("Quiosque vazio")
    expect(answer.html).toContain("Nenhum horário reservado.")
  })
})
