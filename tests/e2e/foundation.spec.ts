// The routes, the header and footer, and the headers: the server's HTML and CSS, the same with
// JavaScript and without (the home page and the 404 page send no script; the header's menu is a
// <details>).
import { expect, test } from "@playwright/test"

test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled,
  "statuses, headers and the layout do not depend on JavaScript",
)

const PUBLIC_ROUTES = [
  "/",
  "/login",
  "/recuperar-senha",
  "/associar",
  "/documentos",
  "/escolinha",
  "/galeria",
  "/diretoria",
  "/eventos",
  "/contato",
]
const PANEL_ROUTES = [
  "/painel",
  "/painel/mensalidades",
  "/painel/reservas",
  "/painel/associados",
  "/painel/solicitacoes",
  "/painel/eventos",
  "/painel/financeiro",
  "/painel/configuracoes",
]

test.describe("every route answers", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} answers 200 in Portuguese with a heading and a title`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
      await expect(page.locator("h1").first()).toBeVisible()
      expect(await page.title()).toMatch(/\S/)
    })
  }

  test("every public page has a title of its own", async ({ page }) => {
    // The server's HTML is enough: titles are rendered there, and ten page loads are slow.
    const titles: string[] = []
    for (const path of PUBLIC_ROUTES) {
      const html = await (await page.request.get(path)).text()
      titles.push(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? `(sem título em ${path})`)
    }
    const shared = titles.filter((title, index) => titles.indexOf(title) !== index)
    expect(shared).toEqual([])
  })

  for (const path of PANEL_ROUTES) {
    test(`${path} sends a visitor to the login, remembering the page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const url = new URL(page.url())
      expect(url.pathname).toBe("/login")
      expect(url.searchParams.get("redirectTo")).toBe(path)
    })
  }

  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/pagina-que-nao-existe")
    expect(response?.status()).toBe(404)
    await expect(page.getByText("404", { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible()
    // A visitor is not logged in: no way into the panel from here.
    await expect(page.getByRole("link", { name: "Ir para o painel" })).toHaveCount(0)
    await page.getByRole("link", { name: "Voltar para o início" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("the old /area-associado address leads to the panel", async ({ page }) => {
    const response = await page.request.get("/area-associado", { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()["location"]).toBe("/painel")
  })
})

test.describe("the header and footer", () => {
  test("the desktop navigation lists the six sections and 'Entrar'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: "Principal" })
    for (const label of ["Início", "Escolinha", "Documentos", "Diretoria", "Eventos", "Contato"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible()
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" }).first()).toBeVisible()
    await nav.getByRole("link", { name: "Eventos", exact: true }).click()
    await expect(page).toHaveURL(/\/eventos$/)
  })

  test("the mobile menu opens without JavaScript and has Galeria instead of Diretoria", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto("/")
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden()
    const menu = page.getByRole("navigation", { name: "Menu móvel" })
    await expect(menu).toBeHidden()
    await page.getByText("Menu", { exact: true }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole("link", { name: "Galeria", exact: true })).toBeVisible()
    await expect(menu.getByRole("link", { name: "Diretoria", exact: true })).toHaveCount(0)
    await menu.getByRole("link", { name: "Galeria", exact: true }).click()
    await expect(page).toHaveURL(/\/galeria$/)
  })

  test("the top bar and the footer show the association's contacts", async ({ page }) => {
    await page.goto("/contato")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByText("Rua das Palmeiras, 120", { exact: false })).toBeVisible()
    await expect(footer.getByRole("link", { name: "(19) 3524-1080" })).toBeVisible()
    await expect(footer.getByRole("link", { name: "contato@veteranosvilanova.org.br" })).toBeVisible()
    const banner = page.getByRole("banner")
    await expect(banner.getByRole("link", { name: "contato@veteranosvilanova.org.br" })).toBeVisible()
    await expect(banner.getByRole("link", { name: "Instagram" })).toBeVisible()
  })

  test("the splash shows on the first page of a visit only", async ({ page }) => {
    await page.goto("/")
    const splash = page.getByTestId("splash")
    await expect(splash).toHaveCount(1)
    await expect(splash).toContainText("Carregando...")
    // It fades by itself after 1.5 s and never blocks a click.
    await expect(splash).toBeHidden({ timeout: 4000 })
    await page.goto("/eventos")
    await expect(page.getByTestId("splash")).toHaveCount(0)
  })
})

test("the pages carry the security headers", async ({ page }) => {
  const response = await page.goto("/")
  const headers = response!.headers()
  expect(headers["content-security-policy"]).toContain("default-src 'self'")
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["x-frame-options"]).toBe("DENY")
})
