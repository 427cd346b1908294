import { expect, test } from "@playwright/test"
import { skipSplash } from "./public-helpers"

test.beforeEach(async ({ context }) => skipSplash(context))

test.describe("youth school page", () => {
  test("shows the school's category, hours, benefits and the place of the request form", async ({ page }) => {
    const response = await page.goto("/escolinha")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Escolinha de Futebol \| /)
    await expect(page.getByRole("heading", { level: 1, name: "Escolinha de Futebol" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Sobre a escolinha" })).toBeVisible()
    const info = page.getByRole("complementary", { name: "Informações da turma" })
    await expect(info).toContainText("Infantil")
    await expect(info).toContainText("De 5 a 10 anos")
    await expect(info).toContainText("Segunda a sexta")
    await expect(info).toContainText("Das 14h às 17h")
    await expect(page.getByTestId("beneficio")).toHaveCount(3)

    const solicite = page.locator("#solicite-participacao")
    await expect(solicite.getByRole("heading", { name: "Solicite a Participação" })).toBeVisible()
    await page.getByRole("link", { name: "Solicite a Participação" }).click()
    await expect(page).toHaveURL(/#solicite-participacao$/)
    await expect(solicite).toBeInViewport()
  })
})

test.describe("contact page", () => {
  test("shows address, phone, e-mail, hours, social links and the map with a plain link", async ({
    page,
  }) => {
    const response = await page.goto("/contato")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Contato \| /)
    const address = page.locator("main address")
    await expect(address).toContainText("Rua das Palmeiras, 120")
    await expect(address.getByRole("link", { name: "(19) 3524-1080" })).toHaveAttribute(
      "href",
      "tel:1935241080",
    )
    await expect(address.getByRole("link", { name: "contato@veteranosvilanova.org.br" })).toHaveAttribute(
      "href",
      "mailto:contato@veteranosvilanova.org.br",
    )
    const main = page.getByRole("main")
    await expect(main).toContainText(/Segunda a sexta\s*8h às 18h/)
    await expect(main).toContainText(/Sábado\s*8h às 12h/)
    for (const rede of ["Instagram", "Facebook", "YouTube"]) {
      await expect(main.getByRole("link", { name: rede })).toHaveAttribute("href", /^https:\/\//)
    }
    const map = main.locator("iframe")
    await expect(map).toHaveAttribute("loading", "lazy")
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
    await expect(map).toHaveAttribute("title", /Mapa/)
    await expect(main.getByRole("link", { name: "Ver no mapa" })).toHaveAttribute(
      "href",
      /openstreetmap\.org/,
    )

    await expect(page.locator("#fale-conosco").getByRole("heading", { name: "Fale Conosco" })).toBeVisible()
    await expect(main.getByRole("link", { name: "ASSOCIE-SE AGORA MESMO!" })).toHaveAttribute(
      "href",
      "/associar",
    )
  })

  test("the FAQ opens one answer at a time and states the business facts", async ({ page }) => {
    await page.goto("/contato")
    const items = page.getByTestId("faq")
    expect(await items.count()).toBeGreaterThanOrEqual(5)
    for (const item of await items.all()) await expect(item).not.toHaveAttribute("open")

    const mensalidade = items.filter({ hasText: "Quanto custa a mensalidade?" })
    await mensalidade.locator("summary").click()
    await expect(mensalidade).toHaveAttribute("open")
    await expect(mensalidade).toContainText("R$ 80,00")
    await expect(mensalidade).toContainText("dia 10")
    await expect(mensalidade).toContainText(/PIX, boleto bancário e cartão de crédito/)

    const reserva = items.filter({ hasText: "Como reservo o espaço da associação?" })
    await reserva.locator("summary").click()
    await expect(reserva).toHaveAttribute("open")
    await expect(mensalidade).not.toHaveAttribute("open")
    await expect(reserva).toContainText("7 dias de antecedência")
    await expect(reserva).toContainText("das 8h às 22h")
    await expect(reserva).toContainText("100 pessoas")
    await expect(items.filter({ hasText: "diretoria e o conselho fiscal" })).toContainText("3 anos")
    await expect(page.locator("details[open]")).toHaveCount(1)
  })
})
