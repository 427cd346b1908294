import { readFile } from "node:fs/promises"
import { expect, test } from "@playwright/test"
import ICAL from "ical.js"
import { brDate, demoToday, MESES, monthOf, skipSplash } from "./public-helpers"
import { e2eAdmin } from "./support/auth"
import { E2E } from "./support/servers"

test.beforeEach(async ({ context }) => skipSplash(context))

test.describe("events page with the demo data", () => {
  test("lists the upcoming events with date, place and capacity, today's marked 'Hoje'", async ({ page }) => {
    const today = demoToday()
    const response = await page.goto("/eventos")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Eventos \| /)

    const proximos = page.getByRole("region", { name: "Próximos Eventos" })
    const cards = proximos.getByTestId("evento")
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    // The demo's event of today (other tests hold assemblies today, which list beside it).
    const first = cards.filter({ has: page.getByRole("heading", { name: "Jogo festivo dos veteranos" }) })
    await expect(first).toContainText("Hoje")
    // The demo's event of today is at 19:00 in São Paulo, shown as such.
    await expect(first).toContainText(`${brDate(today)} • 19:00`)
    await expect(first).toContainText("Partida festiva entre os times Verde e Amarelo")
    await expect(first).toContainText("Campo municipal")
    await expect(first).toContainText("Capacidade: 200 pessoas")
    // Only today's entries are marked 'Hoje'.
    for (const card of await cards.filter({ hasText: "Hoje" }).all()) {
      await expect(card).toContainText(brDate(today))
    }
  })

  test("shows the year's calendar in two semesters, months January to December", async ({ page }) => {
    const today = demoToday()
    await page.goto("/eventos")
    const calendario = page.getByRole("region", { name: /^Calendário \d{4}$/ })
    const primeiro = calendario.getByRole("region", { name: "1º Semestre" })
    const segundo = calendario.getByRole("region", { name: "2º Semestre" })
    await expect(primeiro.getByRole("heading", { level: 4 })).toHaveText(MESES.slice(0, 6))
    await expect(segundo.getByRole("heading", { level: 4 })).toHaveText(MESES.slice(6))
    const junho = primeiro.getByTestId("mes").filter({ hasText: "Junho" })
    await expect(junho).toContainText("Festa junina")
    const dezembro = segundo.getByTestId("mes").filter({ hasText: "Dezembro" })
    await expect(dezembro).toContainText("Confraternização de fim de ano")
    await expect(dezembro).toContainText("12/12")
    // Today's event is marked in its month too.
    const mesDeHoje = calendario.getByTestId("mes").filter({ hasText: monthOf(today) })
    await expect(mesDeHoje).toContainText("Jogo festivo dos veteranos")
    // Its own entry: the assemblies other tests hold today are entries of the month too.
    const entrada = mesDeHoje.getByRole("listitem").filter({ hasText: "Jogo festivo dos veteranos" })
    await expect(entrada.getByText("Hoje", { exact: true })).toBeVisible()
  })

  test("'Sugira um Evento' goes to the contact form", async ({ page }) => {
    await page.goto("/eventos")
    const link = page.getByRole("link", { name: "Sugira um Evento" }).first()
    await expect(link).toHaveAttribute("href", "/contato#fale-conosco")
    await link.click()
    await expect(page).toHaveURL(/\/contato#fale-conosco$/)
    await expect(page.getByRole("heading", { name: "Fale Conosco" })).toBeVisible()
  })

  test("offers the events as an iCalendar feed", async ({ page, request }) => {
    await page.goto("/eventos")
    await expect(page.getByRole("link", { name: "Adicionar ao calendário" })).toHaveAttribute(
      "href",
      "/eventos.ics",
    )
    await expect(page.getByRole("link", { name: "Receber os eventos no celular" })).toHaveAttribute(
      "href",
      `webcal://127.0.0.1:${E2E.demo.port}/eventos.ics`,
    )
    const response = await request.get("/eventos.ics")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8")
    const body = await response.text()
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true)
    expect(body).toContain("SUMMARY:Jogo festivo dos veteranos\r\n")
    expect(body.trimEnd().endsWith("END:VCALENDAR")).toBe(true)
  })
})

test.describe("an event's own page", () => {
  test("a visitor opens an event from the agenda, adds it to a calendar and finds the share link", async ({
    page,
  }) => {
    const today = demoToday()
    const titulo = "Jogo festivo dos veteranos"
    await page.goto("/eventos")
    const proximos = page.getByRole("region", { name: "Próximos Eventos" })
    await proximos.getByRole("link", { name: titulo }).click()
    await expect(page).toHaveURL(/\/eventos\/[a-z0-9]+$/)
    const address = page.url()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titulo)
    await expect(page).toHaveTitle(new RegExp(`^${titulo} \\| `))
    await expect(page.getByText(`${brDate(today)} às 19:00`)).toBeVisible()
    await expect(page.getByText("Capacidade: 200 pessoas")).toBeVisible()

    // 'Compartilhar no WhatsApp' writes the title, when, where and this page's address.
    const share = await page.getByRole("link", { name: "Compartilhar no WhatsApp" }).getAttribute("href")
    expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(new URL(share!).searchParams.get("text")).toBe(
      `*${titulo}*\n${brDate(today)} às 19:00\nCampo municipal\n${address}`,
    )

    // 'Adicionar à agenda' downloads the event alone, which a calendar reads back.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Adicionar à agenda" }).click(),
    ])
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")))
    const events = calendar.getAllSubcomponents("vevent")
    expect(events).toHaveLength(1)
    const evento = new ICAL.Event(events[0]!)
    expect(evento.summary).toBe(titulo)
    expect(evento.location).toBe("Campo municipal")
    // 19:00 in São Paulo.
    expect(evento.startDate.toJSDate().toISOString()).toBe(`${today}T22:00:00.000Z`)
    expect(events[0]!.getFirstPropertyValue("url")).toBe(address)

    await page.getByRole("link", { name: "Voltar para a agenda" }).click()
    await expect(page).toHaveURL(/\/eventos$/)
  })

  test("a past event's page says it has happened; an unknown one is not found", async ({ page }) => {
    const admin = await e2eAdmin()
    // The demo has events of past weeks: one before São Paulo's today began (03:00 UTC).
    const hoje = new Date(`${demoToday()}T03:00:00Z`)
    const passado = await admin
      .collection("eventos")
      .getFirstListItem(admin.filter("data_evento < {:hoje}", { hoje }), { sort: "-data_evento" })
    const answer = await page.goto(`/eventos/${passado.id}`)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(passado.titulo)
    await expect(page.getByText("Este evento já aconteceu.")).toBeVisible()
    await expect(page.getByRole("link", { name: "Adicionar à agenda" })).toHaveCount(0)

    const response = await page.goto("/eventos/evento-que-nao-existe")
    expect(response?.status()).toBe(404)
    await expect(page.getByText("404")).toBeVisible()
  })
})

test.describe("events page on an empty database", () => {
  test("says 'Nenhum evento agendado.' for the upcoming events and the calendar", async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${E2E.vazio.url}/eventos`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("region", { name: "Próximos Eventos" })).toContainText(
      "Nenhum evento agendado.",
    )
    await expect(page.getByRole("region", { name: /^Calendário \d{4}$/ })).toContainText(
      "Nenhum evento agendado.",
    )
    const feed = await request.get(`${E2E.vazio.url}/eventos.ics`)
    expect(feed.status()).toBe(200)
    expect(await feed.text()).not.toContain("BEGIN:VEVENT")
  })
})
