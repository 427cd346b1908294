// 'Documentos' as a board member, with JavaScript and without: a report published from the panel is
// on the public /documentos under Relatórios at once, and gone with its file once deleted. Each test
// works on a name of its own and removes what it leaves behind. Entering the page is the role
// matrix's (auth-painel.spec.ts); here, a member's upload is refused before anything is stored.
import { PDF } from "../support/form-data"
import { e2eAdmin } from "./support/auth"
import { expect, test } from "./support/fixtures"

/** Removes the documents a test named `nome` (left behind when it failed half-way). */
async function removeDocumentos(nome: string) {
  const admin = await e2eAdmin()
  const left = await admin
    .collection("documentos")
    .getFullList({ filter: admin.filter("nome = {:nome}", { nome }) })
  await Promise.all(left.map((record) => admin.collection("documentos").delete(record.id)))
  return left.length
}

test.describe("a board member", () => {
  test.use({ role: "diretoria" })
  let nome = ""
  test.afterEach(async () => {
    if (nome) await removeDocumentos(nome)
    nome = ""
  })

  test("publishes a report that /documentos lists under Relatórios, then deletes it", async ({
    page,
  }, testInfo) => {
    nome = `Relatório ${testInfo.project.name} ${Date.now()}`
    await page.goto("/painel/documentos")
    await page.getByRole("link", { name: "Novo Documento" }).click()
    const novo = page.getByRole("dialog", { name: "Novo Documento" })
    await novo.getByLabel("Nome").fill(nome)
    await novo.getByLabel("Descrição").fill("Receitas e despesas do trimestre.")
    await novo.getByLabel("Categoria").selectOption({ label: "Relatórios" })
    await novo
      .getByLabel("Arquivo")
      .setInputFiles({ name: "relatorio.pdf", mimeType: "application/pdf", buffer: PDF })
    await novo.getByRole("button", { name: "Publicar documento" }).click()
    await expect(page.getByTestId("toast")).toContainText("Documento publicado")
    // Back on the document's own tab.
    await expect(page).toHaveURL(/\/painel\/documentos\?status=relatorio#conteudo$/)
    const row = page.getByTestId("documentos").locator("tbody tr").filter({ hasText: nome })
    await expect(row).toHaveCount(1)

    await page.goto("/documentos?categoria=relatorio")
    const card = page.getByTestId("documento").filter({ hasText: nome })
    await expect(card).toContainText("Receitas e despesas do trimestre.")
    const href = await card.getByRole("link", { name: /^Download/ }).getAttribute("href")
    const arquivo = await page.request.get(href!)
    expect(arquivo.status()).toBe(200)
    expect((await arquivo.body()).subarray(0, 5).toString()).toBe("%PDF-")

    await page.goto("/painel/documentos?status=relatorio")
    await row.getByRole("link", { name: /^Excluir/ }).click()
    await page
      .getByRole("dialog", { name: "Excluir Documento" })
      .getByRole("button", { name: "Excluir" })
      .click()
    await expect(page.getByTestId("toast")).toContainText("Documento excluído")
    await expect(row).toHaveCount(0)
    // Off the public page, and its file with it.
    expect(await (await page.request.get("/documentos?categoria=relatorio")).text()).not.toContain(nome)
    expect((await page.request.get(href!)).status()).toBe(404)
  })
})

test.describe("a member", () => {
  test.use({ role: "associado" })
  // A request, not a page: one project is enough.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the refusal does not depend on JavaScript")

  test("has a document's upload refused, and nothing stored", async ({ page }) => {
    const nome = `Upload recusado ${Date.now()}`
    const response = await page.request.post("/painel/documentos", {
      multipart: {
        intent: "novo",
        nome,
        categoria: "relatorio",
        arquivo: { name: "relatorio.pdf", mimeType: "application/pdf", buffer: PDF },
      },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(await removeDocumentos(nome)).toBe(0)
  })
})
