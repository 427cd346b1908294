// The three public forms against robots, double submits and floods (
// docs/decisions/forms.md#robots-double-submits-and-floods), in the browser, JavaScript on and off: what the visitor sees. The stored results of each
// rule are proven once per form by tests/integration/forms-abuse.test.ts.
import type { Page } from "@playwright/test"
import { LIMITE_ENVIOS_MENSAGEM } from "~/forms/public-submission.server"
import { CONTATO_RESPOSTAS } from "~/features/mensagens/contato.schema"
import { PEDIDO_ESCOLINHA_RESPOSTAS } from "~/features/mensagens/pedido-escolinha.schema"
import { PEDIDO_SOCIO_RESPOSTAS } from "~/features/pedido-socio/pedido-socio.schema"
import {
  actAsOwnClient,
  expectToast,
  HONEYPOT,
  storedWith,
  uniqueEmail,
  useUpSubmissionLimit,
} from "./forms-helpers"
import { validContato, validPedidoEscolinha, validPedidoSocio } from "../support/form-data"
import { expect, test } from "./support/fixtures"

type PublicFormCase = {
  path: string
  /** The form on the page. */
  form: string
  collection: string
  button: string
  success: { title: string; description?: string }
  /** A valid submission, by field name; `consentimento` is the LGPD checkbox. */
  fields: (email: string) => Record<string, string>
  /** The labels of two fields whose typed values must come back after a refusal. */
  kept: Record<string, string>
}

const FORMS: PublicFormCase[] = [
  {
    path: "/associar",
    form: "form[method=post]:has(input[name=cpf])",
    collection: "pedido_socio",
    button: "Enviar solicitação",
    success: PEDIDO_SOCIO_RESPOSTAS.success,
    fields: (email) => ({ ...validPedidoSocio(email), consentimento: "on" }),
    kept: { nome: "Nome completo", endereco: "Endereço" },
  },
  {
    path: "/escolinha",
    form: "#form-escolinha",
    collection: "pedido_escolinha",
    button: "Enviar solicitação",
    success: PEDIDO_ESCOLINHA_RESPOSTAS.success,
    fields: (email) => ({ ...validPedidoEscolinha(email), consentimento: "on" }),
    kept: { nome_responsavel: "Nome do responsável", nome_crianca: "Nome da criança" },
  },
  {
    path: "/contato",
    form: "#form-contato",
    collection: "contato",
    button: "Enviar mensagem",
    success: CONTATO_RESPOSTAS.success,
    fields: validContato,
    kept: { nome: "Nome", assunto: "Assunto" },
  },
]

/** Types a submission into the form's fields, by name (the checkbox is checked). */
async function fill(page: Page, form: PublicFormCase, fields: Record<string, string>) {
  const scope = page.locator(form.form)
  for (const [name, value] of Object.entries(fields)) {
    const field = scope.locator(`[name="${name}"]`)
    if (name === "consentimento") await field.check()
    else await field.fill(value)
  }
}

for (const form of FORMS) {
  test.describe(form.path, () => {
    // Each test sends the form two to six times.
    test.describe.configure({ timeout: 60_000 })

    test.beforeEach(async ({ page }, testInfo) => {
      await actAsOwnClient(page, testInfo)
    })

    test("hides its honeypot from people and answers a robot that fills it like a success", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(`${form.collection}-robo`, testInfo)
      await page.goto(form.path)
      const honeypot = page.locator(form.form).locator(HONEYPOT)
      // Off the screen, out of the tab order and of the accessibility tree.
      await expect(honeypot).not.toBeInViewport()
      await expect(
        page.locator(form.form).getByRole("textbox", { name: "Não preencha este campo" }),
      ).toHaveCount(0)
      await expect(honeypot).toHaveAttribute("tabindex", "-1")
      await expect(honeypot).toHaveAttribute("autocomplete", "off")
      await fill(page, form, form.fields(email))
      await honeypot.fill("http://spam.example", { force: true })
      await page.locator(form.form).getByRole("button", { name: form.button }).click()
      await expectToast(page, form.success.title, form.success.description)
      expect(await storedWith(form.collection, email)).toHaveLength(0)
    })

    test("stores a double click, a resend and a refresh once", async ({ page }, testInfo) => {
      const email = uniqueEmail(`${form.collection}-duplo`, testInfo)
      await page.goto(form.path)
      await fill(page, form, form.fields(email))
      await page.locator(form.form).getByRole("button", { name: form.button }).dblclick()
      await expectToast(page, form.success.title)
      // The same details sent again from the form (the membership answer takes the form's place).
      await page.goto(form.path)
      await fill(page, form, form.fields(email))
      await page.locator(form.form).getByRole("button", { name: form.button }).click()
      await expectToast(page, form.success.title)
      await page.reload()
      expect(await storedWith(form.collection, email)).toHaveLength(1)
    })

    test("answers a client past the limit 429, with the message and the typed values", async ({
      page,
    }, testInfo) => {
      const client = await actAsOwnClient(page, testInfo)
      await useUpSubmissionLimit(page, form.path, client, () =>
        form.fields(uniqueEmail(`${form.collection}-limite`, testInfo)),
      )
      const fields = form.fields(uniqueEmail(`${form.collection}-limite`, testInfo))
      await page.goto(form.path)
      await fill(page, form, fields)
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(form.path),
        ),
        page.locator(form.form).getByRole("button", { name: form.button }).click(),
      ])
      expect(response.status()).toBe(429)
      const scope = page.locator(form.form)
      await expect(scope.getByRole("alert").filter({ hasText: LIMITE_ENVIOS_MENSAGEM })).toBeVisible()
      await expect(scope.locator('[name="email"]')).toHaveValue(fields.email!)
      for (const [name, label] of Object.entries(form.kept)) {
        await expect(scope.getByLabel(label, { exact: true }), label).toHaveValue(fields[name]!)
      }
      expect(await storedWith(form.collection, fields.email!)).toHaveLength(0)
    })
  })
}
