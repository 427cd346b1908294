import { expect, test } from "@playwright/test"
import { skipSplash } from "./public-helpers"
import { E2E } from "./support/servers"

test.beforeEach(async ({ context }) => skipSplash(context))

test.describe("documents page with the demo data", () => {
  test("opens on Fundacionais and switches category with the tabs", async ({ page }) => {
    const response = await page.goto("/documentos")
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Documentos \| /)
    const tabs = page.getByRole("navigation", { name: "Categorias de documentos" })
    await expect(tabs.getByRole("link")).toHaveText(["Fundacionais", "Regulamentos", "Relatórios"])
    await expect(tabs.getByRole("link", { name: "Fundacionais" })).toHaveAttribute("aria-current", "page")

    const cards = page.getByTestId("documento")
    await expect(cards.filter({ hasText: "Estatuto Social" })).toContainText(
      "Estatuto da associação, com as alterações aprovadas em assembleia.",
    )
    await expect(cards.filter({ hasText: "Ata de Fundação" })).toHaveCount(1)
    await expect(cards.filter({ hasText: "Regimento Interno" })).toHaveCount(0)

    await tabs.getByRole("link", { name: "Regulamentos" }).click()
    await expect(page).toHaveURL(/\/documentos\?categoria=regulamento$/)
    await expect(tabs.getByRole("link", { name: "Regulamentos" })).toHaveAttribute("aria-current", "page")
    await expect(tabs.getByRole("link", { name: "Fundacionais" })).not.toHaveAttribute("aria-current", "page")
    await expect(cards.filter({ hasText: "Regimento Interno" })).toHaveCount(1)
    await expect(cards.filter({ hasText: "Estatuto Social" })).toHaveCount(0)

    await tabs.getByRole("link", { name: "Relatórios" }).click()
    await expect(page).toHaveURL(/\/documentos\?categoria=relatorio$/)
    await expect(cards.filter({ hasText: "Prestação de Contas" })).toHaveCount(1)
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: /^Download/ })).toHaveAttribute(
        "href",
        /^\/arquivos\/documentos\//,
      )
    }
  })

  test("downloads a document as a PDF with its name", async ({ page, request }) => {
    await page.goto("/documentos")
    const link = page
      .getByTestId("documento")
      .filter({ hasText: "Estatuto Social" })
      .getByRole("link", { name: /^Download/ })
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()])
    expect(download.suggestedFilename()).toBe("Estatuto Social.pdf")

    const href = await link.getAttribute("href")
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("application/pdf")
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="Estatuto Social.pdf"/)
    expect(response.headers()["cache-control"]).toContain("max-age=31536000")
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-")
  })

  test("an unknown category shows the foundational documents", async ({ page }) => {
    await page.goto("/documentos?categoria=outra")
    await expect(
      page
        .getByRole("navigation", { name: "Categorias de documentos" })
        .getByRole("link", { name: "Fundacionais" }),
    ).toHaveAttribute("aria-current", "page")
  })
})

test.describe("documents page on an empty database", () => {
  test("says there is no document in each category", async ({ page }) => {
    for (const categoria of ["fundacional", "regulamento", "relatorio"]) {
      const response = await page.goto(`${E2E.vazio.url}/documentos?categoria=${categoria}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText("Nenhum documento encontrado nesta categoria.")).toBeVisible()
    }
  })
})
