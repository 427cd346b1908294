// 'Diretoria' as the president, with JavaScript and without: a seat given to the demo member
// (associado@exemplo.org) gives them the board's menu at their next click, which first takes them
// to set up a second step, and 'Encerrar mandato' takes both away at the next one. It changes a demo account's role, so it runs after every other
// test (the *-mutacoes projects, playwright.config.ts) and deletes the seats it made, whatever
// happens. The president's page on a 360 px phone is checked here too.
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { DEMO_ACCOUNTS } from "../support/accounts"
import { e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"

const MEMBRO = "João Batista Almeida"

/** Deletes every seat of the demo member's (they have none in the demo data). */
async function removeSeatsOfMembro() {
  const admin = await e2eAdmin()
  const conta = await admin
    .collection("cadastro_geral")
    .getFirstListItem(admin.filter("email = {:email}", { email: DEMO_ACCOUNTS.associado.email }))
  const seats = await admin
    .collection("diretoria")
    .getFullList({ filter: admin.filter("idCadGeral = {:id}", { id: conta.id }) })
  for (const seat of seats) await admin.collection("diretoria").delete(seat.id)
}

test.afterEach(removeSeatsOfMembro)

test("a seat gives the member the board's menu at the next click, and ending it takes it away", async ({
  browser,
  javaScriptEnabled,
}) => {
  const presidente = await loggedInPage(browser, javaScriptEnabled, DEMO_ACCOUNTS.presidente.email)
  const membro = await loggedInPage(browser, javaScriptEnabled, DEMO_ACCOUNTS.associado.email)
  try {
    const menu = membro.getByRole("navigation", { name: "Painel" })
    await expect(menu.getByRole("link", { name: "Mensalidades" })).toBeVisible()
    await expect(menu.getByRole("link", { name: "Gerenciar Eventos" })).toHaveCount(0)

    await presidente.goto("/painel/diretoria")
    await expect(presidente.getByRole("heading", { level: 1 })).toHaveText("Diretoria")
    await presidente.getByRole("link", { name: "Novo Cargo" }).click()
    const novo = presidente.getByRole("dialog", { name: "Novo Cargo" })
    await expect(novo).toContainText("Busque a pessoa pelo nome ou e-mail.")
    // A name nobody has: the dialog says so, and the search is there to try again.
    await novo.getByLabel("Buscar pessoa").fill("Ninguém Comestenome")
    await novo.getByRole("button", { name: "Buscar" }).click()
    await expect(novo).toContainText("Nenhuma pessoa encontrada.")
    await novo.getByLabel("Buscar pessoa").fill("joao BATISTA")
    await novo.getByRole("button", { name: "Buscar" }).click()
    await novo.getByRole("radio", { name: new RegExp(MEMBRO) }).check()
    await expect(novo.getByLabel("Órgão")).toHaveValue("diretoria")
    await novo.getByLabel("Cargo", { exact: true }).selectOption("secretario")
    // The term is suggested from today.
    await expect(novo.getByLabel("Início do mandato")).not.toHaveValue("")
    await novo.getByRole("button", { name: "Criar cargo" }).click()
    await expect(presidente.getByTestId("toast")).toContainText("Cargo criado.")
    const atual = presidente.getByTestId("cargos-diretoria").locator("tbody tr").filter({ hasText: MEMBRO })
    await expect(atual).toContainText("Secretário")

    // The member's next click: the board's pages in the menu, but first the second step to set up,
    // with its one-line reason, whichever page was asked for
    // (docs/decisions/two-step-login.md#a-seat-requires-it).
    await menu.getByRole("link", { name: "Mensalidades" }).click()
    await expect(membro).toHaveURL(/\/painel\/seguranca/)
    await expect(membro.getByRole("heading", { level: 1 })).toHaveText("Segurança")
    await expect(membro.getByText(MENSAGENS.motivo)).toBeVisible()
    await expect(menu.getByRole("link", { name: "Gerenciar Eventos" })).toBeVisible()
    await expect(menu.getByRole("link", { name: "Mensagens" })).toBeVisible()
    await expect(menu).toContainText("Membro da Diretoria")
    await menu.getByRole("link", { name: "Mensagens" }).click()
    await expect(membro).toHaveURL(/\/painel\/seguranca/)

    await atual.getByRole("link", { name: /^Encerrar mandato/ }).click()
    const encerrar = presidente.getByRole("dialog", { name: "Encerrar mandato" })
    await expect(encerrar).toContainText(MEMBRO)
    await encerrar.getByRole("button", { name: "Encerrar mandato" }).click()
    await expect(presidente.getByTestId("toast")).toContainText("Mandato encerrado.")
    await expect(atual).toHaveCount(0)
    await expect(
      presidente.getByTestId("cargos-anteriores").locator("tbody tr").filter({ hasText: MEMBRO }),
    ).toContainText("Secretário")

    // And at the member's next click the board's pages are gone.
    await menu.getByRole("link", { name: "Início" }).click()
    await expect(membro).toHaveURL(/\/painel$/)
    await expect(menu.getByRole("link", { name: "Gerenciar Eventos" })).toHaveCount(0)
    await expect(menu.getByRole("link", { name: "Mensagens" })).toHaveCount(0)
    await expect(menu).toContainText("Associado Ativo")
  } finally {
    await presidente.context().close()
    await membro.context().close()
  }
})

test("ending the president's own term is refused in its dialog, with the rule's message", async ({
  browser,
  javaScriptEnabled,
}) => {
  const presidente = await loggedInPage(browser, javaScriptEnabled, DEMO_ACCOUNTS.presidente.email)
  try {
    await presidente.goto("/painel/diretoria")
    const row = presidente
      .getByTestId("cargos-diretoria")
      .locator("tbody tr")
      .filter({ hasText: "José Carlos Ferreira" })
    await row.getByRole("link", { name: /^Encerrar mandato/ }).click()
    const encerrar = presidente.getByRole("dialog", { name: "Encerrar mandato" })
    await encerrar.getByRole("button", { name: "Encerrar mandato" }).click()
    await expect(encerrar.getByRole("alert")).toContainText("não pode ficar sem presidente")
    await presidente.goto("/painel/diretoria")
    await expect(row).toContainText("Presidente")
  } finally {
    await presidente.context().close()
  }
})

test("on a 360 px phone the page and its new seat's dialog fit the screen, 'Novo Cargo' in sight", async ({
  browser,
  javaScriptEnabled,
}) => {
  const presidente = await loggedInPage(browser, javaScriptEnabled, DEMO_ACCOUNTS.presidente.email)
  try {
    await presidente.setViewportSize({ width: 360, height: 780 })
    for (const path of ["/painel/diretoria", "/painel/diretoria?acao=novo&pessoa=a"]) {
      await presidente.goto(path)
      await expect(presidente.getByRole("link", { name: "Novo Cargo" })).toBeInViewport()
      const width = await presidente.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(360)
    }
  } finally {
    await presidente.context().close()
  }
})
