// The panel's menu on a 360 px phone: its entries are 44 px tall, and once a page is chosen the
// new page starts with the menu folded away, with JavaScript (a navigation in the same document)
// as without (docs/decisions/phones-and-touch.md#tap-targets).
import { skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"
import { waitForHydration } from "./support/hydration"

test.use({ role: "associado", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })
test.beforeEach(async ({ context }) => skipSplash(context))

test("the panel menu closes when a page is chosen", async ({ page, javaScriptEnabled }) => {
  await page.goto("/painel")
  if (javaScriptEnabled) await waitForHydration(page)
  const menu = page.getByRole("navigation", { name: "Painel" })
  await page.getByText("Menu do painel").click()
  const reservas = menu.getByRole("link", { name: "Reservas" })
  await expect(reservas).toBeVisible()
  expect((await reservas.boundingBox())!.height).toBeGreaterThanOrEqual(44)

  await reservas.click()
  await expect(page.getByRole("heading", { level: 1, name: "Reservas" })).toBeVisible()
  await expect(menu).toBeHidden()
})
