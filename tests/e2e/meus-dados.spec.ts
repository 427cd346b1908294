// LGPD in the browser, with JavaScript and without: a member sees and corrects their data, takes it
// away in both files and asks for their account's deletion, which the president then sees; the
// privacy notice is linked wherever the site promises it.
import { readFile } from "node:fs/promises"
import type { Download, Page } from "@playwright/test"
import { expectAccessible, skipSplash } from "./public-helpers"
import { createMemberAccount, logIn } from "./support/auth"
import { expect, sessionFile, test } from "./support/fixtures"

const SENHA = "senha-meus-dados-1"

async function downloaded(page: Page, linkName: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ])
  const text = await readFile((await download.path())!, "utf8")
  return { download, text }
}

test("a member corrects their phone, downloads their data and asks for deletion, which the president sees", async ({
  page,
  browser,
  context,
  javaScriptEnabled,
}, testInfo) => {
  await skipSplash(context)
  const nome = `Meus Dados ${testInfo.project.name} ${Date.now()}`
  const membro = await createMemberAccount(`meus-dados-${testInfo.project.name}`, SENHA, nome)
  await logIn(page, membro.email, SENHA)

  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Meus Dados" }).click()
  await expect(page).toHaveURL(/\/painel\/meus-dados$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meus Dados")
  await expect(page.getByText(membro.email)).toBeVisible()
  await expect(page.getByText(/^Ativo desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
  // The password is changed on 'Segurança' now, beside the second step and the sessions.
  await expect(page.getByRole("link", { name: "Trocar senha" })).toHaveAttribute(
    "href",
    "/painel/seguranca#senha",
  )

  // The mask is an enhancement: without JavaScript the server stores the masked form.
  await page.getByRole("textbox", { name: "Telefone" }).fill("19988887777")
  await page.getByRole("textbox", { name: "Endereço" }).fill("Rua das Acácias, 45")
  await page.getByRole("button", { name: "Salvar", exact: true }).click()
  await expect(page.getByText("Dados atualizados")).toBeVisible()
  await expect(page.getByTestId("dados").getByText("(19) 98888-7777")).toBeVisible()
  await expect(page.getByTestId("dados").getByText("Rua das Acácias, 45")).toBeVisible()

  const json = await downloaded(page, "Baixar em JSON")
  expect(json.download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/)
  // With what the card and the directory show of them: no photo, not listed, until they choose.
  expect(JSON.parse(json.text).conta[0]).toMatchObject({
    email: membro.email,
    telefone: "(19) 98888-7777",
    foto: false,
    lista_socios: false,
  })
  const csv = await downloaded(page, "Baixar em CSV (planilha)")
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/)
  // Written for a person: Portuguese headers and names, the corrected phone as typed.
  expect(csv.text.startsWith("\uFEFFSeção;Registro;Campo;Valor\r\n")).toBe(true)
  expect(csv.text).toContain(`Conta;1;E-mail;${membro.email}`)
  expect(csv.text).toContain("Conta;1;Telefone;(19) 98888-7777")
  expect(csv.text).toContain("Conta;1;Aparecer na lista de sócios;Não")

  await page.getByRole("link", { name: "Pedir exclusão da conta" }).click()
  const dialog = page.getByRole("dialog", { name: "Pedir exclusão da conta" })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "Pedir exclusão" }).click()
  await expect(page.getByText("Pedido de exclusão registrado")).toBeVisible()
  await expect(page.getByTestId("exclusao-pedida")).toContainText("Você pediu a exclusão da sua conta em")

  const presidente = await browser.newContext({
    storageState: sessionFile("presidente"),
    javaScriptEnabled,
  })
  await skipSplash(presidente)
  const painel = await presidente.newPage()
  await painel.goto("/painel")
  const pedido = painel.getByTestId("pedidos-exclusao").getByRole("row").filter({ hasText: nome })
  await expect(pedido).toContainText("Faltam 15 dias")
  await presidente.close()
})

test("the privacy notice is linked from the footer, the login note and the consent of each form", async ({
  page,
  context,
}) => {
  await skipSplash(context)
  await page.goto("/login")
  await page.getByRole("link", { name: "política de privacidade" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade")
  await expect(page.getByRole("heading", { name: "Seus direitos e como usá-los" })).toBeVisible()
  for (const path of ["/associar", "/escolinha"]) {
    await page.goto(path)
    await expect(page.getByRole("link", { name: "Leia a política de privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    )
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacidade" }).click()
  await expect(page).toHaveURL(/\/privacidade$/)
})

test.describe("with JavaScript, axe", () => {
  test.use({ role: "associado" })

  test("finds nothing serious on 'Meus Dados'", async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", "axe needs JavaScript in the page")
    await skipSplash(context)
    await page.goto("/painel/meus-dados")
    await expectAccessible(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectAccessible(page)
  })
})
