// The association's time zone is one constant shared by the server and the browser: a visitor whose
// phone is in another zone, with its clock on another day, reads the events in São Paulo time and
// the page hydrates without a mismatch.
import { expect, test } from "@playwright/test"
import { brDate, demoToday, skipSplash } from "./public-helpers"

test.use({ timezoneId: "Asia/Tokyo" })
test.beforeEach(async ({ context }) => skipSplash(context))

test("a browser in Tokyo, two days ahead, shows today's event at 19:00 São Paulo time", async ({ page }) => {
  const today = demoToday()
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  // The browser's clock only: the page's "today" is the server's (São Paulo's), never the phone's.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))

  await page.goto("/eventos")
  await page.waitForLoadState("networkidle")
  // The demo's event of today (other tests hold assemblies today, which list beside it).
  const first = page
    .getByRole("region", { name: "Próximos Eventos" })
    .getByTestId("evento")
    .filter({ has: page.getByRole("heading", { name: "Jogo festivo dos veteranos" }) })
  await expect(first).toContainText(`${brDate(today)} • 19:00`)
  await expect(first).toContainText("Hoje")
  expect(errors).toEqual([])
})
