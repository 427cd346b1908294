import { expect, test } from "@playwright/test"
import { createMemberAccount, submitLogin } from "./support/auth"
import { mailsTo, waitForMail } from "./support/mail"
import { E2E } from "./support/servers"

const OLD_PASSWORD = "senha-antiga-123"
const NEW_PASSWORD = "senha-nova-4567"

test("a member resets a forgotten password from the e-mail's link and logs in with the new one", async ({
  page,
}, testInfo) => {
  // An account of this test alone: the demo accounts' passwords never change.
  const account = await createMemberAccount(`recuperar.${testInfo.project.name}`, OLD_PASSWORD)

  await page.goto("/login")
  await page.getByRole("link", { name: "Esqueceu a senha?" }).click()
  await expect(page).toHaveURL(/\/recuperar-senha$/)
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByRole("button", { name: "Enviar link" }).click()
  await expect(page.getByTestId("toast")).toContainText("Verifique seu e-mail")

  // The e-mail PocketBase sent through the loopback SMTP server, with a link to this site.
  // By its subject: an announcement to every member may reach the account first.
  const mail = await waitForMail(account.email, { match: (m) => m.subject.includes("Redefinição de senha") })
  const link = mail.html.match(/href="([^"]*\/recuperar-senha\/[^"]+)"/)?.[1]
  expect(link, mail.html).toBeDefined()
  expect(link!.startsWith(`${E2E.demo.url}/recuperar-senha/`)).toBe(true)

  await page.goto(link!)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nova senha")

  // The confirmation must match, and the password be long enough.
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel("Confirme a nova senha").fill(`${NEW_PASSWORD}x`)
  await page.getByRole("button", { name: "Salvar nova senha" }).click()
  await expect(page.getByText("As senhas não conferem", { exact: true })).toBeVisible()

  await page.getByLabel("Nova senha", { exact: true }).fill("curta")
  await page.getByLabel("Confirme a nova senha").fill("curta")
  await page.getByRole("button", { name: "Salvar nova senha" }).click()
  await expect(page.getByText("A senha deve ter pelo menos 8 caracteres", { exact: true })).toBeVisible()

  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel("Confirme a nova senha").fill(NEW_PASSWORD)
  await page.getByRole("button", { name: "Salvar nova senha" }).click()
  await expect(page).toHaveURL(/\/login#conteudo$/)
  await expect(page.getByTestId("toast")).toContainText("Senha redefinida com sucesso!")

  // The old password no longer works; the new one does.
  await submitLogin(page, account.email, OLD_PASSWORD)
  await expect(page.getByRole("alert").filter({ hasText: "Erro ao fazer login" })).toContainText(
    "E-mail ou senha incorretos.",
  )
  await submitLogin(page, account.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/painel#conteudo$/)
  await expect(page.getByRole("navigation", { name: "Painel" })).toContainText(account.nome)

  // The link works once.
  await page.goto(link!)
  await page.getByLabel("Nova senha", { exact: true }).fill("mais-uma-senha-1")
  await page.getByLabel("Confirme a nova senha").fill("mais-uma-senha-1")
  await page.getByRole("button", { name: "Salvar nova senha" }).click()
  await expect(page.getByRole("alert")).toContainText("Este link é inválido ou expirou.")
  await expect(page.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute(
    "href",
    "/recuperar-senha",
  )
})

test("answers the same for an address without an account, and sends nothing", async ({ page }, testInfo) => {
  const email = `ninguem.${testInfo.project.name}.${Date.now()}@exemplo.org`
  await page.goto("/recuperar-senha")
  await page.getByLabel("E-mail").fill(email)
  await page.getByRole("button", { name: "Enviar link" }).click()
  await expect(page.getByTestId("toast")).toContainText("Verifique seu e-mail")
  await expect(page.getByTestId("toast")).toContainText("Se o endereço estiver cadastrado")
  // A request for a real account after it: once its e-mail has arrived, mail is flowing and the
  // one asked before it would have arrived too, so "none" means none was sent.
  const account = await createMemberAccount(`recuperar-controle.${testInfo.project.name}`, OLD_PASSWORD)
  await page.goto("/recuperar-senha")
  await page.getByLabel("E-mail").fill(account.email)
  await page.getByRole("button", { name: "Enviar link" }).click()
  await waitForMail(account.email)
  expect(await mailsTo(email)).toHaveLength(0)
})

test("asks for a valid e-mail", async ({ page }) => {
  await page.goto("/recuperar-senha")
  await page.locator("form[method=post]").evaluate((form) => form.setAttribute("novalidate", ""))
  await page.getByLabel("E-mail").fill("sem-arroba")
  await page.getByRole("button", { name: "Enviar link" }).click()
  await expect(page.getByText("E-mail inválido", { exact: true })).toBeVisible()
  await expect(page.getByLabel("E-mail")).toHaveValue("sem-arroba")
})
