import { expect, test, type Locator, type Page } from "@playwright/test"
import { PEDIDO_ESCOLINHA_RESPOSTAS } from "~/features/mensagens/pedido-escolinha.schema"
import { validPedidoEscolinha } from "../support/form-data"
import { actAsOwnClient, expectFieldError, expectToast, storedWith, uniqueEmail } from "./forms-helpers"
import { waitForHydration } from "./support/hydration"

const SUCESSO = PEDIDO_ESCOLINHA_RESPOSTAS.success.title

type Dados = {
  nome_responsavel: string
  cpf_responsavel: string
  nome_crianca: string
  data_nascimento: string
  telefone: string
  email: string
  observacoes: string
}

const dados = (email: string): Dados => ({ ...validPedidoEscolinha(email), observacoes: "Tem asma leve." })

const formOf = (page: Page) => page.locator("#form-escolinha")

async function fill(form: Locator, d: Dados, { consent = true } = {}) {
  await form.getByLabel("Nome do responsável").fill(d.nome_responsavel)
  await form.getByLabel("CPF do responsável").fill(d.cpf_responsavel)
  await form.getByLabel("Nome da criança").fill(d.nome_crianca)
  await form.getByLabel("Data de nascimento da criança").fill(d.data_nascimento)
  await form.getByLabel("Telefone").fill(d.telefone)
  await form.getByLabel("E-mail").fill(d.email)
  await form.getByLabel("Observações").fill(d.observacoes)
  if (consent) await form.getByRole("checkbox").check()
}

const submit = (form: Locator) => form.getByRole("button", { name: "Enviar solicitação" }).click()

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo)
})

test("the request form sits under 'Solicite a Participação' with the LGPD notice and the dates allowed", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the page's content is the server's HTML")
  await page.goto("/escolinha")
  const section = page.locator("#solicite-participacao")
  await expect(section.getByRole("heading", { name: "Solicite a Participação" })).toBeVisible()
  await expect(section.locator("#form-escolinha")).toBeVisible()
  await expect(section.getByText("Privacidade dos seus dados (LGPD)")).toBeVisible()
  await expect(section.getByRole("checkbox", { name: /Sou o responsável pela criança/ })).not.toBeChecked()
  const date = section.getByLabel("Data de nascimento da criança")
  await expect(date).toHaveAttribute("type", "date")
  await expect(date).toHaveAttribute("min", "2006-01-01")
  await expect(date).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/)
})

test("an empty submit shows every required message", async ({ page, javaScriptEnabled }) => {
  await page.goto("/escolinha")
  await submit(formOf(page))
  await expectFieldError(page, "Nome do responsável", "Nome do responsável deve ter pelo menos 3 caracteres")
  await expectFieldError(page, "CPF do responsável", "CPF inválido")
  await expectFieldError(page, "Nome da criança", "Nome da criança deve ter pelo menos 3 caracteres")
  await expectFieldError(page, "Data de nascimento da criança", "Por favor, selecione a data de nascimento")
  await expectFieldError(page, "Telefone", "Telefone inválido")
  await expectFieldError(page, "E-mail", "Email inválido")
  await expect(
    page.getByText(
      "Para enviar a solicitação, o responsável precisa autorizar o uso dos dados marcando esta opção.",
      { exact: true },
    ),
  ).toBeVisible()
  // Posted by the browser (without JavaScript, or before the page's script takes the form), the
  // answer lands on the form's error summary; taken by the script, the address stays as it was.
  const hash = new URL(page.url()).hash
  if (javaScriptEnabled) expect(["", "#form-escolinha-erros"]).toContain(hash)
  else expect(hash).toBe("#form-escolinha-erros")
})

test("a birth date before 2006 shows its message and keeps every other value", async ({ page }, testInfo) => {
  const d = { ...dados(uniqueEmail("escolinha-data", testInfo)), data_nascimento: "2005-12-31" }
  await page.goto("/escolinha")
  const form = formOf(page)
  await fill(form, d)
  await submit(form)
  await expectFieldError(
    page,
    "Data de nascimento da criança",
    "A data de nascimento deve estar entre 01/01/2006 e hoje",
  )
  await expect(form.getByLabel("Nome do responsável")).toHaveValue(d.nome_responsavel)
  await expect(form.getByLabel("Nome da criança")).toHaveValue(d.nome_crianca)
  await expect(form.getByLabel("E-mail")).toHaveValue(d.email)
  await expect(form.getByLabel("Observações")).toHaveValue(d.observacoes)
  await expect(form.getByRole("checkbox")).toBeChecked()
  expect(await storedWith("pedido_escolinha", d.email)).toHaveLength(0)
})

test("a short guardian's name shows its message", async ({ page }, testInfo) => {
  await page.goto("/escolinha")
  const form = formOf(page)
  await fill(form, { ...dados(uniqueEmail("escolinha-nome", testInfo)), nome_responsavel: "Al" })
  await submit(form)
  await expectFieldError(page, "Nome do responsável", "Nome do responsável deve ter pelo menos 3 caracteres")
})

test("a valid request is stored (tipo Pedido, date as yyyy-MM-dd, masked) and the form comes back empty", async ({
  page,
}, testInfo) => {
  const d = dados(uniqueEmail("escolinha", testInfo))
  await page.goto("/escolinha")
  await fill(formOf(page), d)
  await submit(formOf(page))
  await expectToast(page, SUCESSO)
  await expect(page).toHaveURL(/\/escolinha(#conteudo)?$/)
  await expect(formOf(page).getByLabel("Nome do responsável")).toHaveValue("")
  await expect(formOf(page).getByLabel("Data de nascimento da criança")).toHaveValue("")
  await expect(formOf(page).getByRole("checkbox")).not.toBeChecked()

  const records = await storedWith("pedido_escolinha", d.email)
  expect(records).toHaveLength(1)
  expect(records[0]).toMatchObject({
    nome_responsavel: d.nome_responsavel,
    cpf_responsavel: "111.444.777-35",
    nome_crianca: d.nome_crianca,
    data_nascimento: "2019-04-10 00:00:00.000Z",
    telefone: "(21) 99876-5432",
    observacoes: d.observacoes,
    tipo: "Pedido",
    consentimento: true,
  })
  expect(records[0]!.consentimento_em).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
})

test.describe("with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "masks and the busy label are JavaScript enhancements",
  )

  test("CPF and phone are masked as the user types, within their lengths", async ({ page }) => {
    await page.goto("/escolinha")
    await waitForHydration(page)
    const form = formOf(page)
    await form.getByLabel("CPF do responsável").pressSequentially("11144477735")
    await expect(form.getByLabel("CPF do responsável")).toHaveValue("111.444.777-35")
    await form.getByLabel("Telefone").pressSequentially("2133334444")
    await expect(form.getByLabel("Telefone")).toHaveValue("(21) 3333-4444")
    await expect(form.getByLabel("CPF do responsável")).toHaveAttribute("maxlength", "14")
    await expect(form.getByLabel("Telefone")).toHaveAttribute("maxlength", "15")
  })

  test("the button says 'Enviando...' while sending", async ({ page }, testInfo) => {
    await page.goto("/escolinha")
    await waitForHydration(page)
    await fill(formOf(page), dados(uniqueEmail("escolinha-envio", testInfo)))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/escolinha(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held
      await route.continue()
    })
    await submit(formOf(page))
    await expect(formOf(page).getByRole("button", { name: "Enviando..." })).toBeDisabled()
    release()
    await expectToast(page, SUCESSO)
  })
})
