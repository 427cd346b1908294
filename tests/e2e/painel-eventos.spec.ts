// 'Gerenciar Eventos' as a board member, with JavaScript and without: an event with an image shows on
// the public /eventos and in the subscribed calendar at once, then is edited and deleted; a yearly
// calendar entry shows on /eventos. Each test works on names of its own. Other roles' refusal is in
// auth-painel.spec.ts.
import { PNG } from "../support/form-data"
import { expect, test } from "./support/fixtures"

test.use({ role: "diretoria" })

test("a board member publishes an event with an image, then edits and deletes it", async ({
  page,
}, testInfo) => {
  const titulo = `Confraternização ${testInfo.project.name} ${Date.now()}`
  // Tomorrow or later in the year, so it is upcoming and in this year's calendar whenever the test runs.
  const ano = new Date().getFullYear()
  await page.goto("/painel/eventos")
  await page.getByRole("link", { name: "Novo Evento" }).click()
  const novo = page.getByRole("dialog", { name: "Novo Evento" })
  await novo.getByLabel("Título").fill(titulo)
  await novo.getByLabel("Data", { exact: true }).fill(`${ano}-12-30`)
  await novo.getByLabel("Hora", { exact: true }).fill("20:00")
  await novo.getByLabel("Local").fill("Salão de festas")
  await novo.getByLabel("Capacidade (pessoas)").fill("80")
  await novo.getByLabel("Imagem").setInputFiles({ name: "festa.png", mimeType: "image/png", buffer: PNG })
  await novo.getByRole("button", { name: "Criar evento" }).click()
  await expect(page.getByTestId("toast")).toContainText("Evento criado")
  const row = page.getByTestId("eventos").locator("tbody tr").filter({ hasText: titulo })
  await expect(row).toContainText(`30/12/${ano} • 20:00`)
  await expect(row.locator("img")).toHaveAttribute("src", /^\/arquivos\/eventos\/\w+\/.+\?thumb=160x90$/)

  await page.goto("/eventos")
  await expect(page.getByRole("region", { name: /^Calendário \d{4}$/ })).toContainText(titulo)
  const feed = await page.request.get("/eventos.ics")
  expect(await feed.text()).toContain(`SUMMARY:${titulo}`)

  await page.goto("/painel/eventos")
  await row.getByRole("link", { name: /^Editar/ }).click()
  const editar = page.getByRole("dialog", { name: "Editar Evento" })
  await expect(editar.getByLabel("Hora", { exact: true })).toHaveValue("20:00")
  await editar.getByLabel("Local").fill("Campo de futebol")
  await editar.getByRole("button", { name: "Salvar" }).click()
  await expect(page.getByTestId("toast")).toContainText("Evento atualizado")
  await expect(row).toContainText("Campo de futebol")

  await row.getByRole("link", { name: /^Excluir/ }).click()
  await page.getByRole("dialog", { name: "Excluir Evento" }).getByRole("button", { name: "Excluir" }).click()
  await expect(page.getByTestId("toast")).toContainText("Evento excluído")
  await expect(row).toHaveCount(0)
})

test("a yearly calendar entry shows on the events page", async ({ page }, testInfo) => {
  const evento = `Torneio ${testInfo.project.name} ${Date.now()}`
  await page.goto("/painel/eventos")
  await page.getByRole("link", { name: "Incluir no calendário" }).click()
  const dialog = page.getByRole("dialog", { name: "Incluir no Calendário Anual" })
  await dialog.getByLabel("Mês").selectOption("Outubro")
  await dialog.getByLabel("Evento").fill(evento)
  await dialog.getByRole("button", { name: "Incluir no calendário" }).click()
  await expect(page.getByTestId("toast")).toContainText("Incluído no calendário anual")
  await expect(page.getByTestId("calendario").locator("tbody tr").filter({ hasText: evento })).toContainText(
    "Outubro",
  )

  await page.goto("/eventos")
  await expect(page.getByRole("region", { name: "2º Semestre" })).toContainText(evento)
})
