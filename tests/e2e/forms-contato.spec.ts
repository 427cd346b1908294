import { expect, test, type Locator, type Page } from "@playwright/test"
import { CONTATO_RESPOSTAS } from "~/features/mensagens/contato.schema"
import { validContato } from "../support/form-data"
import { actAsOwnClient, expectFieldError, expectToast, storedWith, uniqueEmail } from "./forms-helpers"
import { waitForHydration } from "./support/hydration"

const SUCESSO = CONTATO_RESPOSTAS.success.title
const SUCESSO_DESCRICAO = CONTATO_RESPOSTAS.success.description!

type Dados = ReturnType<typeof validContato>

const dados = validContato

const formOf = (page: Page) => page.locator("#form-contato")

async function fill(form: Locator, d: Dados) {
  await form.getByLabel("Nome", { exact: true }).fill(d.nome)
  await form.getByLabel("E-mail").fill(d.email)
  await form.getByLabel("Telefone").fill(d.telefone)
  await form.getByLabel("Assunto").fill(d.assunto)
  await form.getByLabel("Mensagem").fill(d.mensagem)
}

const submit = (form: Locator) => form.getByRole("button", { name: "Enviar mensagem" }).click()

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo)
})

test("the message form is in 'Fale Conosco' (#fale-conosco)", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the page's content is the server's HTML")
  await page.goto("/contato#fale-conosco")
  const section = page.locator("#fale-conosco")
  await expect(section.locator("#form-contato")).toBeVisible()
  await expect(section.getByRole("button", { name: "Enviar mensagem" })).toBeVisible()
})

test("an empty submit shows every required message", async ({ page }) => {
  await page.goto("/contato")
  await submit(formOf(page))
  await expectFieldError(page, "Nome", "O nome deve ter no mínimo 3 caracteres")
  await expectFieldError(page, "E-mail", "Insira um e-mail válido")
  await expectFieldError(page, "Telefone", "Insira um telefone válido")
  await expectFieldError(page, "Assunto", "O assunto deve ter no mínimo 3 caracteres")
  await expectFieldError(page, "Mensagem", "A mensagem deve ter no mínimo 10 caracteres")
})

test("a short message shows its message and keeps every other value", async ({ page }, testInfo) => {
  const d = { ...dados(uniqueEmail("contato-curta", testInfo)), mensagem: "Oi!" }
  await page.goto("/contato")
  const form = formOf(page)
  await fill(form, d)
  await submit(form)
  await expectFieldError(page, "Mensagem", "A mensagem deve ter no mínimo 10 caracteres")
  await expect(form.getByLabel("Mensagem")).toHaveValue("Oi!")
  await expect(form.getByLabel("Nome", { exact: true })).toHaveValue(d.nome)
  await expect(form.getByLabel("E-mail")).toHaveValue(d.email)
  await expect(form.getByLabel("Assunto")).toHaveValue(d.assunto)
  expect(await storedWith("contato", d.email)).toHaveLength(0)
})

test("a wrong e-mail shows 'Insira um e-mail válido'", async ({ page }, testInfo) => {
  await page.goto("/contato")
  await fill(formOf(page), { ...dados(uniqueEmail("contato-email", testInfo)), email: "rui.exemplo.org" })
  await submit(formOf(page))
  await expectFieldError(page, "E-mail", "Insira um e-mail válido")
})

test("a valid message is stored, masked, and the form comes back empty", async ({ page }, testInfo) => {
  const d = dados(uniqueEmail("contato", testInfo))
  await page.goto("/contato")
  await fill(formOf(page), d)
  await submit(formOf(page))
  await expectToast(page, SUCESSO, SUCESSO_DESCRICAO)
  await expect(page).toHaveURL(/\/contato(#conteudo)?$/)
  await expect(formOf(page).getByLabel("Nome", { exact: true })).toHaveValue("")
  await expect(formOf(page).getByLabel("Mensagem")).toHaveValue("")

  const records = await storedWith("contato", d.email)
  expect(records).toHaveLength(1)
  expect(records[0]).toMatchObject({
    nome: d.nome,
    telefone: "(11) 3333-4444",
    assunto: d.assunto,
    mensagem: d.mensagem,
  })
})

test.describe("with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the mask and the busy label are JavaScript enhancements",
  )

  test("the phone is masked as the user types", async ({ page }) => {
    await page.goto("/contato")
    await waitForHydration(page)
    await formOf(page).getByLabel("Telefone").pressSequentially("11987654321")
    await expect(formOf(page).getByLabel("Telefone")).toHaveValue("(11) 98765-4321")
    await expect(formOf(page).getByLabel("Telefone")).toHaveAttribute("maxlength", "15")
  })

  test("the button says 'Enviando...' and is disabled while sending", async ({ page }, testInfo) => {
    await page.goto("/contato")
    await waitForHydration(page)
    await fill(formOf(page), dados(uniqueEmail("contato-envio", testInfo)))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/contato(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held
      await route.continue()
    })
    await submit(formOf(page))
    await expect(formOf(page).getByRole("button", { name: "Enviando..." })).toBeDisabled()
    release()
    await expectToast(page, SUCESSO, SUCESSO_DESCRICAO)
  })
})
