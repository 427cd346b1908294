// The public pages on a 360 px phone: every link and button is a target a thumb can tap
// (docs/decisions/phones-and-touch.md#tap-targets, ./support/alvos.ts), the menu's open too, and the
// pages a visitor reaches from them: the login, the password's recovery and an event's page.
import { expect, test } from "@playwright/test"
import { PAGINAS_PUBLICAS } from "../../config/paginas-publicas.mjs"
import { skipSplash } from "./public-helpers"
import { smallTargets } from "./support/alvos"
import { e2eAdmin } from "./support/auth"

// Layout is the server's HTML and CSS: one project is enough, the one without JavaScript.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the layout does not depend on JavaScript")
test.use({ viewport: { width: 360, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

test("every link and button of the public pages is tappable on a phone", async ({ page }) => {
  const admin = await e2eAdmin()
  const evento = await admin.collection("eventos").getFirstListItem("", { sort: "-data_evento" })
  const small: string[] = []
  for (const path of [...PAGINAS_PUBLICAS, "/login", "/recuperar-senha", `/eventos/${evento.id}`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    small.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`))
  }
  // The header's menu, open (a <details>: its links show without JavaScript).
  await page.getByTestId("menu-movel").locator("summary").click()
  small.push(...(await smallTargets(page)).map((target) => `menu: ${target}`))
  expect(small, "links and buttons under 44 px tall, or under 24 × 24 px with room around").toEqual([])
})
