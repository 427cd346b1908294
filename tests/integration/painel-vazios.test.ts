// The empty states, rendered by the built site over HTTP from a PocketBase with nothing in it (the
// migrations only): what the public pages and the board's lists say when there is nothing to show.
import { describe, expect, it, vi } from "vitest"
import { panelSite, type Page } from "./painel-falhas-support"
import { createPerson } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const site = await panelSite(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await site.login(presidente.email)

/** How many times `text` is on the page: a page that says it in two places must say it twice. */
const times = (page: Page, text: string) => page.html.split(text).length - 1

describe("the public pages, with nothing stored", () => {
  it("the home page has no upcoming event and no birthday this month", async () => {
    const page = await site.get("/", "")
    expect(page.status).toBe(200)
    expect(page.html).toContain("Nenhum evento encontrado.")
    expect(page.html).toContain("Não há aniversariantes neste mês.")
  })

  it("/eventos has no upcoming event and an empty calendar", async () => {
    const page = await site.get("/eventos", "")
    expect(page.status).toBe(200)
    expect(times(page, "Nenhum evento agendado.")).toBe(2)
  })

  it("/documentos has no document in the category", async () => {
    const page = await site.get("/documentos", "")
    expect(page.status).toBe(200)
    expect(page.html).toContain("Nenhum documento encontrado nesta categoria.")
  })
})

describe("the panel, with nothing stored", () => {
  it("the dashboard has no upcoming event", async () => {
    const page = await site.get("/painel", cookie)
    expect(page.status).toBe(200)
    expect(page.html).toContain("Nenhum evento agendado.")
  })

  it("'Gerenciar Eventos' has no upcoming and no past event", async () => {
    expect((await site.get("/painel/eventos", cookie)).html).toContain("Nenhum evento agendado.")
    const passados = await site.get("/painel/eventos?status=passados", cookie)
    expect(passados.html).toContain("Nenhum evento encontrado.")
  })

  it("'Mensagens' has no contact message and no youth-school request", async () => {
    expect((await site.get("/painel/mensagens", cookie)).html).toContain("Nenhuma mensagem encontrada.")
    const escolinha = await site.get("/painel/mensagens?status=escolinha", cookie)
    expect(escolinha.html).toContain("Nenhuma mensagem encontrada.")
  })

  it("the members, requests and reservations lists are empty", async () => {
    expect((await site.get("/painel/associados", cookie)).html).toContain("Nenhum associado encontrado")
    expect((await site.get("/painel/solicitacoes", cookie)).html).toContain("Nenhuma solicitação encontrada")
    expect((await site.get("/painel/reservas", cookie)).html).toContain("Nenhuma reserva encontrada.")
  })
})
