import { expect, test, type Page } from "@playwright/test"
import { PEDIDO_SOCIO_RESPOSTAS } from "~/features/pedido-socio/pedido-socio.schema"
import { validPedidoSocio } from "../support/form-data"
import { actAsOwnClient, expectFieldError, expectToast, storedWith, uniqueEmail } from "./forms-helpers"
import { DICAS } from "~/forms/person-fields"
import { formatMoney } from "~/utils/format"
import { e2eAdmin } from "./support/auth"
import { waitForHydration } from "./support/hydration"

const SUCESSO = PEDIDO_SOCIO_RESPOSTAS.success

type Dados = {
  nome: string
  email: string
  telefone: string
  data_nascimento: string
  rg: string
  cpf: string
  endereco: string
  observacoes?: string
}

const dados = (email: string): Dados => ({
  ...validPedidoSocio(email),
  observacoes: "Dependente: João, 8 anos",
})

async function fill(page: Page, d: Dados, { consent = true } = {}) {
  await page.getByLabel("Nome completo").fill(d.nome)
  await page.getByLabel("E-mail").fill(d.email)
  await page.getByLabel("Telefone").fill(d.telefone)
  await page.getByLabel("Data de nascimento").fill(d.data_nascimento)
  await page.getByLabel("RG", { exact: true }).fill(d.rg)
  await page.getByLabel("CPF", { exact: true }).fill(d.cpf)
  await page.getByLabel("Endereço").fill(d.endereco)
  await page.getByLabel("Observações").fill(d.observacoes ?? "")
  if (consent) await page.getByRole("checkbox").check()
}

const submit = (page: Page) => page.getByRole("button", { name: "Enviar solicitação" }).click()

test.beforeEach(async ({ page }, testInfo) => {
  await actAsOwnClient(page, testInfo)
})

test("the page shows its title, subtitle, the benefits and the LGPD notice", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the page's content is the server's HTML")
  await page.goto("/associar")
  await expect(page.getByRole("heading", { level: 1, name: "Associe-se" })).toBeVisible()
  await expect(page.getByText("Formulário de Solicitação de Filiação")).toBeVisible()
  const beneficios = page.getByRole("complementary", { name: "Benefícios de ser associado" })
  for (const text of [
    "eventos exclusivos",
    "voto nas assembleias",
    "sede para treinos",
    "eventos particulares",
  ]) {
    await expect(beneficios.getByText(text)).toBeVisible()
  }
  await expect(page.getByText("Privacidade dos seus dados (LGPD)")).toBeVisible()
  await expect(
    page.getByRole("checkbox", { name: /autorizo a associação a usar os meus dados/ }),
  ).not.toBeChecked()
})

test("an empty submit shows every required message", async ({ page }) => {
  await page.goto("/associar")
  await submit(page)
  await expectFieldError(page, "Nome completo", "Nome é obrigatório")
  await expectFieldError(page, "E-mail", "E-mail é obrigatório")
  await expectFieldError(page, "Telefone", "Telefone é obrigatório")
  await expectFieldError(page, "Data de nascimento", "Data de nascimento é obrigatória")
  await expectFieldError(page, "RG", "RG é obrigatório")
  await expectFieldError(page, "CPF", "CPF é obrigatório")
  await expectFieldError(page, "Endereço", "Endereço é obrigatório")
  await expect(
    page.getByText("Para enviar a solicitação, autorize o uso dos seus dados marcando esta opção.", {
      exact: true,
    }),
  ).toBeVisible()
  await expect(page.getByLabel("Observações")).not.toHaveAttribute("aria-invalid", "true")
})

test("on a phone, a refused form opens on its summary, whose links lead to each field", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto("/associar")
  if (javaScriptEnabled) await waitForHydration(page)
  await fill(page, { ...dados(uniqueEmail("associar-resumo", testInfo)), nome: "", cpf: "529.982.247-24" })
  await submit(page)
  const resumo = page.getByRole("alert").filter({ hasText: "Corrija 2 campos:" })
  if (javaScriptEnabled) {
    // The browser's check refuses it: the focus goes to the first field in error, the summary above.
    await expect(page.getByLabel("Nome completo")).toBeFocused()
  } else {
    // The server's answer opens at the summary's anchor, not at the page's top.
    await expect(page).toHaveURL(/\/associar#form-associar-erros$/)
    await expect(resumo).toBeInViewport()
  }
  await expect(resumo.getByRole("link")).toHaveText([
    "Nome completo: Nome é obrigatório",
    "CPF: CPF inválido",
  ])
  await resumo.getByRole("link", { name: "CPF: CPF inválido" }).click()
  await expect(page).toHaveURL(/#form-associar-cpf$/)
  await expect(page.getByLabel("CPF", { exact: true })).toBeInViewport()
  await expect(page.getByText("CPF", { exact: true })).toBeInViewport()
})

test("a wrong CPF shows 'CPF inválido' and keeps every other value", async ({ page }, testInfo) => {
  const d = { ...dados(uniqueEmail("associar-cpf", testInfo)), cpf: "529.982.247-24" }
  await page.goto("/associar")
  await fill(page, d)
  await submit(page)
  await expectFieldError(page, "CPF", "CPF inválido")
  // The message comes with how to fill the field.
  await expect(page.getByLabel("CPF", { exact: true })).toHaveAccessibleDescription(
    `CPF inválido ${DICAS.cpf}`,
  )
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-24")
  await expect(page.getByLabel("Nome completo")).toHaveValue(d.nome)
  await expect(page.getByLabel("E-mail")).toHaveValue(d.email)
  await expect(page.getByLabel("Data de nascimento")).toHaveValue(d.data_nascimento)
  await expect(page.getByLabel("RG", { exact: true })).toHaveValue(d.rg)
  await expect(page.getByLabel("Endereço")).toHaveValue(d.endereco)
  await expect(page.getByLabel("Observações")).toHaveValue(d.observacoes!)
  await expect(page.getByRole("checkbox")).toBeChecked()
  await expect(page.getByLabel("Nome completo")).not.toHaveAttribute("aria-invalid", "true")
  expect(await storedWith("pedido_socio", d.email)).toHaveLength(0)
})

test("a birth date in the future is refused", async ({ page }, testInfo) => {
  await page.goto("/associar")
  await fill(page, { ...dados(uniqueEmail("associar-data", testInfo)), data_nascimento: "2999-01-01" })
  await submit(page)
  await expectFieldError(page, "Data de nascimento", "A data de nascimento não pode ser no futuro")
})

test("a valid request is stored pending, masked, with the consent, and the answer stays saying what comes next", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const d = dados(uniqueEmail("associar", testInfo))
  // With JavaScript the flash message fades after 8 s: the clock is the test's.
  if (javaScriptEnabled) await page.clock.install()
  await page.goto("/associar")
  await fill(page, d)
  await submit(page)
  await expectToast(page, SUCESSO.title, SUCESSO.description)
  await expect(page).toHaveURL(/\/associar\?enviado=1#conteudo$/)
  const resposta = page.getByRole("region", { name: "Recebemos a sua solicitação" })
  const config = await (await e2eAdmin()).collection("configuracoes").getFirstListItem("")
  const valor = formatMoney(Number(config.valor_mensalidade))
  await expect(resposta).toContainText("A diretoria analisa o seu pedido e entra em contato")
  await expect(resposta).toContainText(
    `A mensalidade é de ${valor}, com vencimento todo dia ${config.dia_vencimento}`,
  )
  if (javaScriptEnabled) await page.clock.runFor(10_000)
  await expect(resposta).toBeVisible()
  await expect(page.getByLabel("Nome completo")).toHaveCount(0)

  // Another request starts from an empty form.
  await resposta.getByRole("link", { name: "Enviar outra solicitação" }).click()
  await expect(page.getByLabel("Nome completo")).toHaveValue("")
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("")
  await expect(page.getByRole("checkbox")).not.toBeChecked()

  const records = await storedWith("pedido_socio", d.email)
  expect(records).toHaveLength(1)
  expect(records[0]).toMatchObject({
    nome: d.nome,
    telefone: "(11) 98765-4321",
    cpf: "529.982.247-25",
    data_nascimento: "1970-05-20 00:00:00.000Z",
    rg: d.rg,
    endereco: d.endereco,
    observacoes: d.observacoes,
    status: "pendente",
    tipo: "filiacao",
    consentimento: true,
  })
  expect(records[0]!.data_solicitacao).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  expect(records[0]!.consentimento_em).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
})

test.describe("with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "masks and the busy label are JavaScript enhancements",
  )

  test("CPF and phone are masked as the user types", async ({ page }) => {
    await page.goto("/associar")
    await waitForHydration(page)
    await page.getByLabel("CPF", { exact: true }).pressSequentially("52998224725")
    await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-25")
    await page.getByLabel("Telefone").pressSequentially("11987654321")
    await expect(page.getByLabel("Telefone")).toHaveValue("(11) 98765-4321")
    await expect(page.getByLabel("CPF", { exact: true })).toHaveAttribute("maxlength", "14")
    await expect(page.getByLabel("Telefone")).toHaveAttribute("maxlength", "15")
  })

  test("a field's message shows when leaving it, and the button says 'Enviando...' while sending", async ({
    page,
  }, testInfo) => {
    // The validator arrives after the page is shown (before it, the server answers the submission):
    // leaving the field shows the message once it is there.
    const validator = page.waitForResponse(/\/assets\/form-validation-[\w-]+\.js$/)
    await page.goto("/associar")
    await validator
    await expect(async () => {
      await page.getByLabel("E-mail").fill("maria@")
      await page.getByLabel("E-mail").blur()
      await expectFieldError(page, "E-mail", "E-mail inválido")
    }).toPass({ timeout: 20_000 })

    await fill(page, dados(uniqueEmail("associar-envio", testInfo)))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/associar(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === "POST") await held
      await route.continue()
    })
    await submit(page)
    const button = page.getByRole("button", { name: "Enviando..." })
    await expect(button).toBeDisabled()
    release()
    await expectToast(page, SUCESSO.title)
    await expect(page.getByRole("region", { name: "Recebemos a sua solicitação" })).toBeVisible()
  })
})
