// The splash shows once, on the home page of a first visit, and never on a page opened from a link to
// it, as an event's page shared in the members' group (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript).
// Each test's context is fresh: no cookie, as a phone opening the link.
import { expect, test } from "@playwright/test"
import { e2eAdmin } from "./support/auth"

test.use({ viewport: { width: 360, height: 780 } })

test("an event's page opened cold shows no splash, nor does the home page it leads to", async ({ page }) => {
  const admin = await e2eAdmin()
  const evento = await admin.collection("eventos").getFirstListItem("", { sort: "-data_evento" })
  const response = await page.goto(`/eventos/${evento.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(evento.titulo)
  await expect(page.getByTestId("splash")).toHaveCount(0)
  // The visit began on the event's page: the home page its header's logo leads to is not a first page.
  await page.locator('header a[href="/"]').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("splash")).toHaveCount(0)
})

test("the home page of a first visit shows it, once", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByTestId("splash")).toContainText("Carregando...")
  await page.goto("/")
  await expect(page.getByTestId("splash")).toHaveCount(0)
})
