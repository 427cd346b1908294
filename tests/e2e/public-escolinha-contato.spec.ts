import { expect, test } from "@playwright/test"
import { SCHOOL_GALLERY } from "../../pocketbase/seed/content-files.mjs"
import { FOTOS_COM_CRIANCAS } from "../../pocketbase/seed/content-escolinha.mjs"
import { skipSplash } from "./public-helpers"
import { E2E } from "./support/servers"

// Content, pictures, links and the FAQ's <details>: the server's HTML. The forms on these pages
// are tested in both projects (forms-*.spec.ts).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the pages' content does not depend on JavaScript")
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
    // The classes from the data, above the request form: the demo's Sub-11 is full.
    const turmas = page.getByRole("region", { name: "Turmas" }).getByRole("listitem")
    await expect(turmas.filter({ hasText: "Sub-11" })).toContainText("Turma lotada: lista de espera")
    await expect(turmas.filter({ hasText: "Sub-7" })).toContainText(/Restam? \d+ vagas?/)
    await expect(turmas.filter({ hasText: "Sub-7" })).toContainText("Segunda e Quarta, 14:00 às 15:00")

    const solicite = page.locator("#solicite-participacao")
    await expect(solicite.getByRole("heading", { name: "Solicite a Participação" })).toBeVisible()
    await page.getByRole("link", { name: "Solicite a Participação" }).click()
    await expect(page).toHaveURL(/#solicite-participacao$/)
    await expect(solicite).toBeInViewport()
  })

  test("shows the school's published pictures newest first, each opening the full image", async ({
    page,
  }) => {
    await page.goto("/escolinha")
    const section = page.getByRole("region", { name: "Fotos da escolinha" })
    const fotos = section.getByTestId("foto-escolinha")
    // The demo keeps a photo of a child without image authorisation unpublished.
    const offline = FOTOS_COM_CRIANCAS.filter((foto) => !foto.publicada).map((foto) => foto.titulo)
    await expect(fotos).toHaveCount(SCHOOL_GALLERY.length - offline.length)
    for (const titulo of offline) await expect(section).not.toContainText(titulo)
    await expect(fotos.first()).toContainText(SCHOOL_GALLERY[0]!.titulo)
    await expect(fotos.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/)
    const image = fotos.first().getByRole("img", { name: SCHOOL_GALLERY[0]!.titulo })
    // Below the fold: 16:9 thumbnails, fetched when scrolled to.
    await expect(image).toHaveAttribute("src", /^\/arquivos\/galeria_escolinha\/.+\?thumb=320x180$/)
    await expect(image).toHaveAttribute("width", "320")
    await expect(image).toHaveAttribute("height", "180")
    await expect(image).toHaveAttribute("loading", "lazy")
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await fotos.first().getByRole("link").click()
    await expect(page).toHaveURL(/\/arquivos\/galeria_escolinha\/[^?]+\.png$/)
  })

  test("leaves the pictures out and says the classes are to come on an empty database", async ({ page }) => {
    const response = await page.goto(`${E2E.vazio.url}/escolinha`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { name: "Fotos da escolinha" })).toHaveCount(0)
    await expect(page.getByRole("region", { name: "Turmas" })).toContainText(
      "As turmas deste ano ainda serão divulgadas.",
    )
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
    // The WhatsApp number opens WhatsApp, not the phone's dialer, here and in the header and footer.
    const whatsapp = /^https:\/\/wa\.me\/5519998124433\?text=/
    await expect(address.getByRole("link", { name: "(19) 99812-4433" })).toHaveAttribute("href", whatsapp)
    await expect(page.getByRole("banner").getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      whatsapp,
    )
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "WhatsApp (19) 99812-4433" }),
    ).toHaveAttribute("href", whatsapp)
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
    // Only the ways a member can pay: no boleto nor card (issue #31).
    await expect(mensalidade).toContainText("Pague por PIX no painel do associado")
    await expect(mensalidade).not.toContainText(/boleto|cartão/)

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
