// The public forms refused, their messages showing (the server's without JavaScript, the page's own
// with it): no serious accessibility issue on a phone and a desktop, and (with JavaScript) no error
// in the console, hydration included. The empty forms are checked with the other public pages
// (public-a11y.spec.ts).
import { expect, test, type Browser, type Page } from "@playwright/test"
import { actAsOwnClient } from "./forms-helpers"
import { expectAccessible, skipSplash } from "./public-helpers"
import { waitForHydration } from "./support/hydration"

const FORMS = [
  { path: "/associar", form: "#form-associar", button: "Enviar solicitação" },
  { path: "/escolinha", form: "#form-escolinha", button: "Enviar solicitação" },
  { path: "/contato", form: "#form-contato", button: "Enviar mensagem" },
]

/** At 1280 px, then 360 px: the messages wrap differently on a phone. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await expectAccessible(page)
  }
}

/**
 * axe runs as a script in the page, which a page without JavaScript cannot run: the markup the
 * server sent is checked in a scripted page instead (its own scripts removed, so it stays as sent).
 */
async function expectServerMarkupAccessible(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "")
  const url = page.url()
  const context = await browser.newContext({ javaScriptEnabled: true })
  await skipSplash(context)
  const scripted = await context.newPage()
  await scripted.route(url.split("#")[0]!, (route) => route.fulfill({ body: html, contentType: "text/html" }))
  // The answer's address ends in its summary's anchor: the copy is checked from the page's top, as
  // axe's target-size misjudged the header's and footer's links scrolled out of view.
  await scripted.goto(url.split("#")[0]!)
  await expectAccessibleAtBothWidths(scripted)
  await context.close()
}

// Each test runs axe on several page states: more than one page's worth of time on two busy cores.
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page, context }, testInfo) => {
  await skipSplash(context)
  await actAsOwnClient(page, testInfo)
})

for (const { path, form, button } of FORMS) {
  test(`${path}: the form with every message is accessible`, async ({ page, browser, javaScriptEnabled }) => {
    const problems: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text())
    })
    page.on("pageerror", (error) => problems.push(error.message))
    const check = () =>
      javaScriptEnabled ? expectAccessibleAtBothWidths(page) : expectServerMarkupAccessible(page, browser)
    await page.goto(path)
    // With JavaScript the page's own messages are the state to check: the form must be hydrated, and
    // its schema loaded (a dynamic import once hydrated, app/forms/use-schema-form.ts), or the
    // server validates it, as without JavaScript.
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await page.waitForLoadState("networkidle")
    }
    await page.locator(form).getByRole("button", { name: button }).click()
    await expect(page.locator(form).locator('[aria-invalid="true"]').first()).toBeVisible()
    await check()
    // Without JavaScript the 400 page itself is logged as a failed load; with it, nothing may be.
    if (javaScriptEnabled) expect(problems).toEqual([])
  })
}
