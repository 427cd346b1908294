// /painel/assembleias on a phone, with JavaScript and without: the president saves a draft through
// 'Nova Assembleia', adds an agenda item, is refused 'Publicar edital' for a date closer than the
// statute's lead time (PocketBase's own words), moves the date and publishes the notice. Each run
// works on a place of its own. Who may enter is tests/integration/painel-assembleias.test.ts.
import { addDays, todayInSaoPaulo } from "@veteranos/domain/datas"
import { expect, test } from "./support/fixtures"

test.use({ role: "presidente", viewport: { width: 360, height: 780 } })

test("the president drafts an assembly, is refused a date too soon, then publishes the notice", async ({
  page,
}, testInfo) => {
  const local = `Sede social, salão ${testInfo.project.name} ${Date.now()}`
  await page.goto("/painel/assembleias")
  await page.getByRole("link", { name: "Nova Assembleia" }).click()
  const nova = page.getByRole("dialog", { name: "Nova Assembleia" })
  await nova.getByLabel("Tipo").selectOption("Ordinária")
  await nova.getByLabel("Data da 1ª convocação").fill(addDays(todayInSaoPaulo(), 3))
  await nova.getByLabel("Hora da 1ª convocação").fill("19:30")
  await nova.getByLabel("Local").fill(local)
  await nova.getByRole("button", { name: "Criar rascunho" }).click()
  await expect(page.getByTestId("toast")).toContainText("Rascunho criado")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assembleia Ordinária")
  await expect(page.getByText(local)).toBeVisible()

  const item = page.locator("form").filter({ has: page.getByRole("heading", { name: "Incluir item" }) })
  await item.getByLabel("Título").fill("Aprovação do calendário de jogos")
  await item.getByRole("button", { name: "Incluir item" }).click()
  await expect(page.getByTestId("toast")).toContainText("Item incluído na ordem do dia")
  await expect(page.getByTestId("pauta")).toContainText("1. Aprovação do calendário de jogos")

  await page.getByRole("link", { name: "Publicar edital" }).click()
  const publicar = page.getByRole("dialog", { name: "Publicar Edital" })
  await publicar.getByRole("button", { name: "Publicar edital" }).click()
  // The lead time is a setting (10 days by default); the nearest date is PocketBase's to say.
  await expect(publicar.getByRole("alert")).toContainText(
    /^O estatuto exige \d+ dias de antecedência: a data mais próxima é \d{2}\/\d{2}\/\d{4}\.$/,
  )

  await page.goto(page.url().split("?")[0]!)
  await page.getByRole("link", { name: "Editar", exact: true }).click()
  const editar = page.getByRole("dialog", { name: "Editar Assembleia" })
  await editar.getByLabel("Data da 1ª convocação").fill(addDays(todayInSaoPaulo(), 40))
  await editar.getByRole("button", { name: "Salvar" }).click()
  await expect(page.getByTestId("toast")).toContainText("Assembleia atualizada")

  await page.getByRole("link", { name: "Publicar edital" }).click()
  await page
    .getByRole("dialog", { name: "Publicar Edital" })
    .getByRole("button", { name: "Publicar edital" })
    .click()
  await expect(page.getByTestId("toast")).toContainText("Edital publicado")
  await expect(page.getByRole("link", { name: "Ver edital" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Cancelar assembleia" })).toBeVisible()
  // The main step is on a 360 px screen without sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
