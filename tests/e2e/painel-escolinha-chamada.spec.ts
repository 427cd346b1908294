// The roll on the coach's phone (docs/decisions/youth-school.md#classes-and-the-roll): the demo coach
// opens Sub-7 from the school's page, picks the day in the roll's date form, marks Lucas 'Faltou' in
// one tap on a toggle at least 44 px tall, 'Salvar chamada' on screen, and reads the flash; the day
// reopens with his mark saved. Each project calls a day of its own, older than the attendance rate's
// window, so the demo's rates stay as seeded.
import { addDays } from "@veteranos/domain/datas"
import { FREQUENCIA_DIAS } from "@veteranos/domain/escolinha"
import { expect, test } from "./support/fixtures"
import { demoToday } from "./public-helpers"

test.use({ role: "professor", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

test("the coach marks a child 'Faltou' in a tap and saves the roll", async ({ page }, testInfo) => {
  const dia = addDays(demoToday(), -(FREQUENCIA_DIAS + 10 + (testInfo.project.name === "js" ? 0 : 1)))
  await page.goto("/painel/escolinha")
  await page.getByRole("link", { name: "Sub-7", exact: true }).click()
  await page.getByRole("link", { name: "Fazer chamada" }).click()
  await expect(page.getByRole("heading", { name: "Chamada: Sub-7" })).toBeVisible()
  await page.getByLabel("Data da chamada").fill(dia)
  await page.getByRole("button", { name: "Abrir" }).click()
  await expect(page).toHaveURL(new RegExp(`data=${dia}`))

  const lucas = page.getByRole("group", { name: "Lucas Pereira" })
  await expect(lucas.getByRole("radio", { name: "Presente" })).toBeChecked()
  const faltou = lucas.locator("label").filter({ hasText: "Faltou" })
  for (const toggle of [faltou, lucas.locator("label").filter({ hasText: "Presente" })])
    expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  await faltou.tap()
  await expect(lucas.getByRole("radio", { name: "Faltou" })).toBeChecked()

  const salvar = page.getByRole("button", { name: "Salvar chamada" })
  await expect(salvar).toBeInViewport()
  await salvar.tap()
  const [ano, mes, d] = dia.split("-")
  await expect(page.getByTestId("toast")).toContainText(
    new RegExp(`Chamada de ${d}/${mes}/${ano} salva: \\d+ presentes?, 1 falta\\.`),
  )
  await page.goto(`${new URL(page.url()).pathname}?data=${dia}`)
  await expect(
    page.getByRole("group", { name: "Lucas Pereira" }).getByRole("radio", { name: "Faltou" }),
  ).toBeChecked()
  const largura = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(largura).toBeLessThanOrEqual(360)
})
