import { expect, test } from "@playwright/test"
import { brDate, demoToday, mesAtual, monthOf, skipSplash } from "./public-helpers"
import { E2E } from "./support/servers"

test.beforeEach(async ({ context }) => skipSplash(context))

test.describe("home page with the demo data", () => {
  test("shows the hero, the next 3 events with today's first, and links to the rest of the site", async ({
    page,
  }) => {
    const today = demoToday()
    const response = await page.goto("/")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle("Associação dos Veteranos do Vila Nova")

    const hero = page.getByRole("link", { name: "ASSOCIE-SE AGORA MESMO!" })
    await expect(hero).toHaveAttribute("href", "/associar")

    const eventos = page.getByRole("region", { name: "Próximos Eventos" })
    const cards = eventos.getByTestId("evento")
    await expect(cards).toHaveCount(3)
    await expect(cards.first()).toContainText("Jogo festivo dos veteranos")
    await expect(cards.first()).toContainText("Hoje")
    // The demo's event of today is at 19:00 in São Paulo, shown as such.
    await expect(cards.first()).toContainText(`${brDate(today)} • 19:00`)
    await expect(cards.first()).toContainText("Capacidade: 200 pessoas")
    await expect(cards.nth(1)).not.toContainText("Hoje")

    await expect(
      page
        .getByRole("region", { name: "Galeria Escolinha" })
        .getByRole("link", { name: "Conheça a Escolinha" }),
    ).toHaveAttribute("href", "/escolinha")
    await expect(page.getByRole("link", { name: "Ver documentos" })).toHaveAttribute("href", "/documentos")
    for (const valor of ["Tradição", "Solidariedade", "Comunidade"]) {
      await expect(page.getByRole("heading", { name: valor, level: 3 })).toBeVisible()
    }
    await expect(page.getByRole("heading", { name: "Escolinha de Futebol" })).toBeVisible()
    await expect(page.getByText("crianças de 5 a 10 anos")).toBeVisible()
  })

  test("lists this month's birthdays, day and month only, with today's highlighted", async ({ page }) => {
    const demoDay = demoToday()
    await page.goto("/")
    const card = page.getByRole("region", { name: `Aniversariantes do mês de ${monthOf(demoDay)}` })
    await expect(card).toBeVisible()
    const list = card.getByTestId("aniversariantes")
    const items = list.getByRole("listitem")
    expect(await items.count()).toBeGreaterThanOrEqual(2)
    const month = demoDay.slice(5, 7)
    for (const text of await items.allInnerTexts()) {
      expect(text).toMatch(new RegExp(`\\b\\d{2}/${month}\\b`))
      expect(text).not.toMatch(/\b(19|20)\d{2}\b/)
    }
    const today = items.filter({ hasText: "Aniversariante do Dia!" })
    await expect(today).toHaveCount(1)
    // The first name only (docs/decisions/lgpd-and-privacy.md#what-is-public).
    await expect(today).toContainText("Carlos")
    await expect(today).not.toContainText("Rocha")
    await expect(card).not.toContainText("Carregando")
  })

  test("shows the 4 newest school pictures", async ({ page }) => {
    await page.goto("/")
    const card = page.getByRole("region", { name: "Galeria Escolinha" })
    const images = card.getByRole("img")
    await expect(images).toHaveCount(4)
    await expect(images.first()).toHaveAttribute("alt", "Aquecimento da turma infantil")
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("src", /^\/arquivos\/galeria_escolinha\/.+\?thumb=320x180$/)
      await expect(image).toHaveAttribute("width", "320")
      await expect(image).toHaveAttribute("height", "180")
      await expect(image).toHaveAttribute("loading", "lazy")
    }
    // Each picture opens the full image.
    const links = card.getByRole("link", { name: /abrir a imagem inteira/ })
    await expect(links).toHaveCount(4)
    for (const link of await links.all())
      await expect(link).toHaveAttribute("href", /^\/arquivos\/galeria_escolinha\/[^?]+$/)
    await images.first().scrollIntoViewIfNeeded()
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test("the hero takes the visitor to the membership form", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "ASSOCIE-SE AGORA MESMO!" }).click()
    await expect(page).toHaveURL(/\/associar$/)
  })
})

test.describe("home page on an empty database", () => {
  test("shows the empty states and placeholder pictures", async ({ page }) => {
    const response = await page.goto(`${E2E.vazio.url}/`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("region", { name: "Próximos Eventos" })).toContainText(
      "Nenhum evento encontrado.",
    )
    await expect(page.getByRole("region", { name: `Aniversariantes do mês de ${mesAtual()}` })).toContainText(
      "Não há aniversariantes neste mês.",
    )
    await expect(page.getByTestId("galeria-placeholder")).toHaveCount(4)
  })
})
