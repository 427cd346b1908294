// The membership requests' browser tests (painel-solicitacoes*.spec.ts): requests of their own,
// named with a word no other row has (found with ?q=), and the list's rows and dialogs.
import { expect, type Locator, type Page } from "@playwright/test"
import { storedPedidoSocio } from "../../support/form-data"
import { e2eAdmin } from "./auth"

export const PAGE = "/painel/solicitacoes"

/** A word no other row has: the search finds this test's requests only. */
export function uniqueWord() {
  const letters = "abcdefghijklmnopqrstuvwxyz"
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * 26)]).join("")
}

/** A request as the public form stores it, named "<nome> <word>", its e-mail at `domain`. */
export async function createPedido(word: string, nome: string, status = "pendente", domain = "exemplo.org") {
  const admin = await e2eAdmin()
  const email = `${word}.${nome.split(" ")[0]!.toLowerCase()}@${domain}`
  const record = await admin.collection("pedido_socio").create(
    storedPedidoSocio(email.normalize("NFD").replace(/\p{M}/gu, ""), {
      nome: `${nome} ${word}`,
      data_nascimento: "1971-03-09",
      status,
    }),
  )
  return { id: record.id as string, nome: record.nome as string, email: record.email as string }
}

export const rows = (page: Page) => page.getByTestId("solicitacoes").locator("tbody tr")
export const row = (page: Page, nome: string) => rows(page).filter({ hasText: nome })

/** Opens a row's dialog through its link, as the president would. */
export async function openDialog(page: Page, nome: string, action: string, title: string) {
  await row(page, nome)
    .getByRole("link", { name: `${action} a solicitação de ${nome}` })
    .click()
  const dialog = page.getByRole("dialog", { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The value of one of a dialog's details (`<dt>label</dt><dd>value</dd>`). */
export const detail = (dialog: Locator, label: string) =>
  dialog
    .locator("dl > div")
    .filter({ has: dialog.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
