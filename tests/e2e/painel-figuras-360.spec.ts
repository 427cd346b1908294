// The figures on a 360 px phone: the year's accounts ('Mensalidades por mês'), Controle Financeiro's
// 'Totais de' and the dashboard's sums show every amount whole, on the screen and beside its label
// (docs/decisions/phones-and-touch.md#figures-are-whole-on-a-phone).
import type { Page } from "@playwright/test"
import { todayInSaoPaulo } from "~/utils/format"
import { skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"

const WIDTH = 360
const ANO = Number(todayInSaoPaulo().slice(0, 4))

// Layout is the server's HTML and CSS: one project is enough, the one without JavaScript.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the layout does not depend on JavaScript")
test.use({ viewport: { width: WIDTH, height: 780 }, role: "financeiro" })
test.beforeEach(async ({ context }) => skipSplash(context))

/**
 * Each figure inside `selector` (a figures table's cells marked data-figure, a dashboard card's sums)
 * with its label, and what is wrong with it: its text wider than its box, the box or the text
 * reaching past the screen, a label missing or hidden. Each table cell is checked too.
 */
function figuresIn(page: Page, selector: string) {
  return page.evaluate(
    ({ selector, width }) => {
      const root = document.querySelector(selector)
      if (!root) return { labels: [], problems: [`${selector} not found`] }
      const problems: string[] = []
      const describe = (element: Element) => `"${element.textContent?.trim()}"`
      const fits = (element: Element) => {
        const box = element.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(element)
        const text = range.getBoundingClientRect()
        if (element.scrollWidth > element.clientWidth) problems.push(`${describe(element)} is cut in its box`)
        if (box.left < 0 || box.right > width || text.left < 0 || text.right > width + 0.5)
          problems.push(`${describe(element)} reaches past the screen`)
        if (text.right > box.right + 0.5 || text.left < box.left - 0.5)
          problems.push(`${describe(element)} reaches past its box`)
      }
      root.querySelectorAll("td").forEach(fits)
      const figures = [
        ...[...root.querySelectorAll("td[data-figure] [data-value]")].map((value) => ({
          value,
          label: value.previousElementSibling,
        })),
        ...[...root.querySelectorAll("dd")].map((value) => ({ value, label: value.previousElementSibling })),
      ]
      const labels = figures.map(({ value, label }) => {
        fits(value)
        const shown = label && label.getBoundingClientRect().width > 0 ? label.textContent?.trim() : ""
        if (!shown) problems.push(`${describe(value)} has no label`)
        return shown ?? ""
      })
      return { labels, problems }
    },
    { selector, width: WIDTH },
  )
}

test("the year's accounts: a card per month and the year's total, each amount whole and labelled", async ({
  page,
}) => {
  await page.goto(`/painel/prestacao-de-contas?ano=${ANO}`)
  const table = page.getByTestId("contas-mes")
  await expect(table.locator("tr:has(td)")).toHaveCount(13)
  await expect(table.locator("tfoot")).toContainText(`Total de ${ANO}`)
  const { labels, problems } = await figuresIn(page, '[data-testid="contas-mes"]')
  expect(problems).toEqual([])
  expect(labels).toEqual(Array(13).fill(["Lançadas", "Recebidas", "Em aberto", "Isentas"]).flat())
})

test("Controle Financeiro's totals: each month's received and pending whole and labelled", async ({
  page,
}) => {
  await page.goto(`/painel/financeiro?ano=${ANO}`)
  const table = page.getByTestId("totais-ano")
  await expect(table.locator("tfoot")).toContainText("Total do ano")
  const { labels, problems } = await figuresIn(page, '[data-testid="totais-ano"]')
  expect(problems).toEqual([])
  expect(labels).toEqual(Array(13).fill(["Recebido", "Pendente"]).flat())
})

test("the dashboard's sums: the month's received and pending whole and labelled", async ({ page }) => {
  await page.goto("/painel")
  const { labels, problems } = await figuresIn(page, '[data-testid="card-mensalidades"]')
  expect(problems).toEqual([])
  expect(labels).toEqual([expect.stringMatching(/^Recebido em /), expect.stringMatching(/^Pendente em /)])
})
