// A member's dues and the PIX payment page, with JavaScript and without (the demo associado, who has
// the current and next month's dues open).
import { DEMO_ACCOUNTS } from "../support/accounts"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

test.use({ role: "associado" })

test("a member sees their dues and what they owe, and opens 'Pagar' for the PIX code and its QR code", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/painel/mensalidades")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mensalidades")
  // What they owe is the sum of the pending dues listed (the treasurer may launch more meanwhile).
  const pendentes = page.getByTestId("mensalidades").locator("tbody tr").filter({ hasText: "Pendente" })
  await expect(pendentes).not.toHaveCount(0)
  const reais = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."))
  const valores = await pendentes.locator("td:nth-child(3)").allTextContents() // Valor
  const total = valores.reduce((sum, valor) => sum + reais(valor), 0)
  await expect(page.getByTestId("total-devido")).toContainText("Total em aberto:")
  expect(reais((await page.getByTestId("total-devido").textContent())!)).toBeCloseTo(total, 2)
  const pendente = pendentes.first()
  const descricao = (await pendente.getByRole("cell").first().locator("span").first().textContent())!
  await pendente.getByRole("link", { name: /^Pagar/ }).click()

  await expect(page).toHaveURL(/\/painel\/mensalidades\/\w+\/pagar$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagar mensalidade")
  await expect(page.getByText(descricao)).toBeVisible()
  await expect(page.getByTestId("valor")).toHaveText(/R\$\s80,00/)
  const codigo = (await page.getByLabel("PIX Copia e Cola").textContent())!
  expect(codigo).toMatch(/^000201/)
  expect(codigo).toContain("br.gov.bcb.pix")
  expect(codigo).toContain("540580.00")
  await expect(page.getByTestId("pix-qrcode").locator("svg")).toBeVisible()
  await expect(page.getByText("O diretor financeiro confirma o pagamento.")).toBeVisible()
  // The copy button is an enhancement: without JavaScript the code is selectable text.
  await expect(page.getByRole("button", { name: "Copiar código PIX" })).toHaveCount(javaScriptEnabled ? 1 : 0)
})

test("another member's due has no payment page for them", async ({ page }) => {
  const admin = await e2eAdmin()
  const alheia = await admin.collection("mensalidades").getFirstListItem(
    admin.filter('status = "pendente" && associado_id.email != {:email}', {
      email: DEMO_ACCOUNTS.associado.email,
    }),
  )
  const response = await page.goto(`/painel/mensalidades/${alheia.id}/pagar`)
  expect(response?.status()).toBe(404)
})
