// 'Gerenciar Associados' as the president, with JavaScript and without: each test works on members
// of its own (a unique word in the names, found with ?q=); deleting one asks the president's
// re-confirmation first. Other roles' refusal is in auth-painel.spec.ts.
import type { Page } from "@playwright/test"
import { expectFieldError } from "./forms-helpers"
import { DEMO_ACCOUNTS } from "../support/accounts"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"
import { reconfirm, withoutReconfirmation } from "./support/reconfirmar"

test.use({ role: "presidente" })

function uniqueWord() {
  const letters = "abcdefghijklmnopqrstuvwxyz"
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * 26)]).join("")
}

const row = (page: Page, nome: string) =>
  page.getByTestId("associados").locator("tbody tr").filter({ hasText: nome })

async function search(page: Page, text: string, tab = "") {
  await page.goto(`/painel/associados?${tab}`)
  await page.getByRole("searchbox", { name: "Buscar" }).fill(text)
  await page.getByRole("searchbox", { name: "Buscar" }).press("Enter")
  await expect(page).toHaveURL(new RegExp(`q=${text}`))
}

const deleteDialog = (page: Page) => page.getByRole("dialog", { name: "Excluir Associado" })

/**
 * 'Excluir' on the member `nome` of the list searched for `word`: a grave change, so the president's
 * password and e-mailed code first (docs/decisions/two-step-login.md#re-confirmation), then back to
 * the same list with the same dialog open, and 'Excluir' again.
 */
async function deleteReconfirming(page: Page, nome: string, word: string) {
  const email = DEMO_ACCOUNTS.presidente.email
  await withoutReconfirmation(email, async () => {
    await row(page, nome)
      .getByRole("link", { name: /^Excluir/ })
      .click()
    await deleteDialog(page).getByRole("button", { name: "Excluir" }).click()
    await expect(page).toHaveURL(/\/painel\/reconfirmar\?voltar=/)
    expect(new URL(page.url()).searchParams.get("voltar")).toMatch(
      new RegExp(`^/painel/associados\\?.*q=${word}`),
    )
    await reconfirm(page, email)
    await expect(page).toHaveURL(new RegExp(`/painel/associados\\?.*q=${word}`))
    await expect(deleteDialog(page)).toContainText(nome)
    await deleteDialog(page).getByRole("button", { name: "Excluir" }).click()
  })
}

test("the president adds a member, finds them, corrects their phone and deletes them", async ({ page }) => {
  const word = uniqueWord()
  const nome = `Novo Sócio ${word}`
  await page.goto("/painel/associados")
  await page.getByRole("link", { name: "Novo Associado" }).click()
  const novo = page.getByRole("dialog", { name: "Novo Associado" })
  await novo.getByLabel("Nome").fill(nome)
  await novo.getByLabel("E-mail").fill(`${word}@exemplo.org`)
  await novo.getByRole("button", { name: "Cadastrar associado" }).click()
  await expect(page.getByTestId("toast")).toContainText("Associado cadastrado")

  await search(page, word)
  await expect(row(page, nome)).toContainText("Ativo")
  await row(page, nome)
    .getByRole("link", { name: /^Editar/ })
    .click()
  const editar = page.getByRole("dialog", { name: "Editar Associado" })
  await editar.getByRole("textbox", { name: "Telefone" }).fill("19988887777")
  await editar.getByRole("button", { name: "Salvar" }).click()
  await expect(page.getByTestId("toast")).toContainText("Associado atualizado")
  await expect(row(page, nome)).toContainText("(19) 98888-7777")

  await deleteReconfirming(page, nome, word)
  await expect(page.getByTestId("toast")).toContainText("Associado excluído")
  await expect(page.getByText("Nenhum associado encontrado")).toBeVisible()
})

test("a member with dues is not deleted: the president sets them inactive instead", async ({ page }) => {
  const word = uniqueWord()
  const nome = `Sócio Antigo ${word}`
  const admin = await e2eAdmin()
  const conta = await admin.collection("cadastro_geral").create({
    email: `${word}@exemplo.org`,
    password: "senha-qualquer-123",
    passwordConfirm: "senha-qualquer-123",
    nome,
  })
  await admin.collection("associados").create({ nome, id_cadastro_geral: conta.id, status: 1 })
  await admin.collection("mensalidades").create({
    descricao: "Mensalidade",
    data_vencimento: "2026-01-10",
    valor: 80,
    status: "pago",
    associado_id: conta.id,
  })

  await search(page, word)
  await deleteReconfirming(page, nome, word)
  await expect(page.getByTestId("toast")).toContainText(
    "Este associado tem histórico e não pode ser excluído.",
  )
  const inativar = page.getByRole("dialog", { name: "Inativar Associado" })
  await inativar.getByRole("button", { name: "Inativar" }).click()
  await expect(page.getByTestId("toast")).toContainText("Associado atualizado")

  await search(page, word, "status=inativo")
  await expect(row(page, nome)).toContainText("Inativo")
})

// The dialog's code arrives when it is shown (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog):
// a page opened at the dialog's address keeps the server's dialog until then, and hydrates it.
test("'Novo Associado' opened at its address stays on screen while its code arrives, then checks a field on leaving it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the server checks the fields when the form is sent")
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())))
  await page.goto("/painel/associados?acao=novo")
  const novo = page.getByRole("dialog", { name: "Novo Associado" })
  await expect(novo).toBeVisible()
  await waitForHydration(page)
  await expect(async () => {
    await novo.getByLabel("E-mail").fill("maria@")
    await novo.getByLabel("E-mail").blur()
    await expectFieldError(page, "E-mail", "E-mail inválido")
  }).toPass({ timeout: 20_000 })
  await expect(novo).toBeVisible()
  // React switched no boundary to rendering on the client (a hydration error is logged).
  expect(errors).toEqual([])
})
