// The login and password-reset pages, and the panel's states not in painel-a11y.spec.ts (a member's,
// the 403 page, a dialog, a refused form): no serious or critical accessibility violation (axe, tap
// targets included), on a phone and a desktop, and screenshots kept as artifacts when asked for
// (SCREENSHOTS=1).
import type { Page } from "@playwright/test"
import { expectAccessible, screenshots, skipSplash } from "./public-helpers"
import { submitLogin } from "./support/auth"
import { expect, test } from "./support/fixtures"

// Each test runs axe on several page states: more than one page's worth of time on two busy cores.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }, testInfo) => {
  // axe runs as a script inside the page; the no-JS page is the same server HTML.
  test.skip(testInfo.project.name === "no-js", "axe needs JavaScript in the page")
  await skipSplash(context)
})

async function check(page: Page, name: string, testInfo: Parameters<typeof screenshots>[2]) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await expectAccessible(page)
  }
  await screenshots(page, name, testInfo)
}

// One test per page: each runs axe twice (desktop and phone), which is slow on a busy machine.
for (const [name, path] of [
  ["login", "/login"],
  ["login-cadastro", "/login?aba=cadastro"],
  ["recuperar-senha", "/recuperar-senha"],
  ["recuperar-senha-token", "/recuperar-senha/link-de-teste"],
] as const) {
  test(`the page ${path} is accessible`, async ({ page }, testInfo) => {
    await page.goto(path)
    await check(page, name, testInfo)
  })
}

test("the login page with its error message is accessible", async ({ page }, testInfo) => {
  await page.goto("/login")
  await submitLogin(page, "ninguem.cadastrado@exemplo.org", "senha-errada-123")
  await expect(page.getByRole("alert").filter({ hasText: "Erro ao fazer login" })).toBeVisible()
  await check(page, "login-erro", testInfo)
})

// The president's pages themselves are checked in painel-a11y.spec.ts; here, a dialog over one.
test.describe("the president's panel", () => {
  test.use({ role: "presidente" })

  test("the edit dialog of 'Gerenciar Solicitações' is accessible", async ({ page }, testInfo) => {
    await page.goto("/painel/solicitacoes")
    await page
      .getByRole("link", { name: /^Editar a solicitação/ })
      .first()
      .click()
    await expect(page.getByRole("dialog", { name: "Editar Solicitação" })).toBeVisible()
    await check(page, "painel-solicitacoes-editar", testInfo)
  })
})

test.describe("a member's panel", () => {
  test.use({ role: "associado" })

  test("a member's dashboard and the 403 page are accessible", async ({ page }, testInfo) => {
    await page.goto("/painel")
    await check(page, "painel-associado", testInfo)
    await page.setViewportSize({ width: 1280, height: 800 })
    const response = await page.goto("/painel/solicitacoes")
    expect(response?.status()).toBe(403)
    await check(page, "painel-403", testInfo)
  })

  test("a member's reservations with the 'Nova Reserva' form and its messages are accessible", async ({
    page,
  }, testInfo) => {
    await page.goto("/painel/reservas?nova=1")
    await page.getByRole("button", { name: "Solicitar reserva" }).click()
    await expect(page.getByText("Todos os campos são obrigatórios.").first()).toBeVisible()
    await check(page, "painel-reservas-nova", testInfo)
  })
})
