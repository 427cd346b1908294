import { can } from "~/auth/permissions"
import { DEMO_ACCOUNTS, type DemoLogin, type DemoRole } from "../support/accounts"
import { logIn, submitLogin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"
import { E2E } from "./support/servers"

// The demo logins without a seat: a member and a guardian, who enter with the password alone.
const NO_SEAT: DemoLogin[] = ["associado", "responsavel"]

test.describe("login and logout", () => {
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as Array<
    [DemoRole, (typeof DEMO_ACCOUNTS)[DemoRole]]
  >) {
    test(`${account.email} logs in to the panel as ${account.label} and out again`, async ({ page }) => {
      // A seat holder's password leads to the second step, where the e-mailed code is typed.
      expect(await logIn(page, account.email)).toBe(!NO_SEAT.includes(role))

      const toast = page.getByTestId("toast")
      await expect(toast).toContainText("Login realizado com sucesso!")
      await expect(toast).toContainText("Bem-vindo de volta.")
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Olá,")
      const menu = page.getByRole("navigation", { name: "Painel" })
      await expect(menu).toContainText(account.label)
      // A member's recent activity shows this very login; the board's is its activity record.
      if (!can(role, "readAtividades")) {
        await expect(page.getByTestId("atividade-recente")).toContainText("Login realizado")
      }

      // 'Sair' is a POST that ends the session and goes home.
      await page.getByRole("banner").getByRole("button", { name: "Sair" }).click()
      await expect(page).toHaveURL(`${E2E.demo.url}/`)
      await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible()
      const response = await page.goto("/painel")
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpainel$/)
    })
  }

  test("goes back to the page that asked for the login", async ({ page }) => {
    await page.goto("/painel/reservas")
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpainel%2Freservas$/)
    await submitLogin(page, DEMO_ACCOUNTS.associado.email, E2E.demoPassword)
    await expect(page).toHaveURL(/\/painel\/reservas#conteudo$/)
    await expect(page.getByRole("heading", { level: 1, name: "Reservas" })).toBeVisible()
  })

  test("never follows a remembered address outside the site", async ({ page }) => {
    await page.goto("/login?redirectTo=%2F%2Fexemplo.com%2Fpainel")
    await submitLogin(page, DEMO_ACCOUNTS.associado.email, E2E.demoPassword)
    await expect(page).toHaveURL(new RegExp(`^${E2E.demo.url}/painel#conteudo$`))
  })

  test("refuses a wrong password and an unknown e-mail with the same words, keeping the e-mail", async ({
    page,
  }, testInfo) => {
    for (const email of [DEMO_ACCOUNTS.financeiro.email, "ninguem.cadastrado@exemplo.org"]) {
      await page.goto("/login")
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
      )
      await submitLogin(page, email, "senha-errada-123")
      const response = await answer
      if (testInfo.project.name === "no-js") expect(response.status()).toBe(400)

      const alert = page.getByRole("alert").filter({ hasText: "Erro ao fazer login" })
      await expect(alert).toContainText("E-mail ou senha incorretos.")
      await expect(page.getByLabel("E-mail")).toHaveValue(email)
      // The password never comes back from the server (with JavaScript the page simply keeps its input).
      if (testInfo.project.name === "no-js") {
        await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("")
      }
      await expect(page).toHaveURL(/\/login/)
    }
  })

  test("asks for the e-mail and the password", async ({ page }) => {
    await page.goto("/login")
    // Without JavaScript the browser's own check would stop the empty form: send it as the server sees it.
    await page.locator("form[method=post]").evaluate((form) => form.setAttribute("novalidate", ""))
    await page.getByRole("button", { name: "Entrar", exact: true }).click()
    await expect(page.getByText("E-mail é obrigatório", { exact: true })).toBeVisible()
    await expect(page.getByText("Senha é obrigatória", { exact: true })).toBeVisible()
  })

  test("shows the Cadastro tab as a link, with only its notice", async ({ page }) => {
    await page.goto("/login")
    const tabs = page.getByRole("navigation", { name: "Acesso" })
    await expect(tabs.getByRole("link", { name: "Entrar" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByRole("link", { name: "Esqueceu a senha?" })).toHaveAttribute(
      "href",
      "/recuperar-senha",
    )
    await expect(page.getByText("termos de uso")).toContainText("política de privacidade")

    await tabs.getByRole("link", { name: "Cadastro" }).click()
    await expect(page).toHaveURL(/\/login\?aba=cadastro$/)
    await expect(page.getByText("Para ter acesso precisa ser um associado ativo.")).toBeVisible()
    await expect(page.getByLabel("Senha", { exact: true })).toHaveCount(0)
    await tabs.getByRole("link", { name: "Entrar" }).click()
    await expect(page.getByLabel("Senha", { exact: true })).toBeVisible()
  })

  test("says 'Entrando...' while logging in", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", "the busy label is a JavaScript enhancement")
    await page.goto("/login")
    await waitForHydration(page)
    await page.route("**/login.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await submitLogin(page, DEMO_ACCOUNTS.associado.email, E2E.demoPassword)
    await expect(page.getByRole("button", { name: "Entrando..." })).toBeVisible()
    await expect(page).toHaveURL(/\/painel#conteudo$/)
  })
})

test.describe("logged in", () => {
  test.use({ role: "diretoria" })

  test("sends a logged-in visitor of /login on to the panel", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the redirect is the server's answer to the page load")
    await page.goto("/login")
    await expect(page).toHaveURL(/\/painel$/)
  })
})
