// The board's inbox, with JavaScript and without: a board member opens a message a visitor sent,
// finds the ready replies and marks it answered; the youth-school tab shows the child's age. Each
// test works on a message of its own. Other roles' refusal is in auth-painel.spec.ts.
import { anonymousClient } from "../support/pocketbase"
import { E2E } from "./support/servers"
import { expect, test } from "./support/fixtures"

test.use({ role: "diretoria" })

test("a board member opens a new message, answers it from the links and marks it answered", async ({
  page,
}, testInfo) => {
  const nome = `Visitante ${testInfo.project.name} ${Date.now()}`
  await anonymousClient(E2E.demo.pbUrl)
    .collection("contato")
    .create({
      nome,
      email: `caixa.${testInfo.project.name}.${Date.now()}@exemplo.org`,
      telefone: "(19) 99876-5432",
      assunto: "Aluguel do salão",
      mensagem: "Gostaria de saber o valor do aluguel do salão.\nObrigado!",
    })

  await page.goto("/painel")
  await page.getByTestId("card-mensagens").getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mensagens")
  const row = page.getByTestId("mensagens").locator("tbody tr").filter({ hasText: nome })
  await expect(row).toContainText("Nova")
  await row.getByRole("link", { name: /^Abrir/ }).click()

  const dialog = page.getByRole("dialog", { name: `Mensagem de ${nome}` })
  await expect(dialog).toContainText("Gostaria de saber o valor do aluguel do salão.")
  await expect(dialog.getByRole("link", { name: "Responder por e-mail" })).toHaveAttribute(
    "href",
    /^mailto:caixa\..+\?subject=Re%3A%20Aluguel%20do%20sal%C3%A3o$/,
  )
  await expect(dialog.getByRole("link", { name: "Responder pelo WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5519998765432\?text=/,
  )
  await dialog.getByRole("button", { name: "Marcar como respondida" }).click()

  await expect(page.getByTestId("toast")).toContainText("Mensagem marcada como respondida")
  await expect(row).toContainText("Respondida")
  // Who answered: the demo board member this test logs in as.
  await expect(row).toContainText("por Paulo Roberto Santos")
})

test("the youth-school tab shows each request with the child's age", async ({ page }) => {
  await page.goto("/painel/mensagens")
  await page
    .getByRole("navigation", { name: "Tipo de mensagem" })
    .getByRole("link", { name: /^Escolinha/ })
    .click()
  await expect(page).toHaveURL(/status=escolinha/)
  const rows = page.getByTestId("mensagens").locator("tbody tr")
  await expect(rows.first()).toContainText(/\(\d+ anos\)/)
  await rows
    .first()
    .getByRole("link", { name: /^Abrir/ })
    .click()
  const dialog = page.getByRole("dialog", { name: "Pedido da escolinha" })
  await expect(dialog).toContainText("CPF do responsável")
  await expect(dialog.getByRole("link", { name: "Responder por e-mail" })).toHaveAttribute(
    "href",
    /subject=Escolinha%20de%20futebol%20-%20/,
  )
})
