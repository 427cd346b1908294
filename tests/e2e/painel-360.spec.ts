// The panel's pages on a 360 px phone: nothing makes the page scroll sideways. A wide table
// scrolls inside its own labelled box (DataTable), toolbars wrap, and flex and grid children may
// shrink. Each demo role opens every panel page its role lets it in.
import type { Page } from "@playwright/test"
import { canAccess, PAINEL_AREAS, type PainelAreaId } from "~/auth/permissions"
import { DEMO_ACCOUNTS, DEMO_ROLES } from "../support/accounts"
import { skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"

const WIDTH = 360
// Every panel page there is, as the role matrix lists them: a new page is checked without being named here.
const AREAS = Object.keys(PAINEL_AREAS) as PainelAreaId[]

// Layout is the server's HTML and CSS: one project is enough, the one without JavaScript.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the layout does not depend on JavaScript")
test.use({ viewport: { width: WIDTH, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

/** The page's width, and the deepest elements reaching past the screen's right edge (for the failure's message). */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5
    // Inside a box that scrolls or clips on its own (a table's), reaching past is no overflow.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return !past(box)
      }
      return false
    }
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => past(element) && !clipped(element))
      .filter((element) => ![...element.children].some((child) => past(child) && !clipped(child)))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`)
    return { scrollWidth: document.documentElement.scrollWidth, wide }
  }, WIDTH)
}

for (const role of DEMO_ROLES) {
  test.describe(`${DEMO_ACCOUNTS[role].label} on a 360 px phone`, () => {
    test.use({ role })

    test("opens each of its panel pages without sideways scrolling", async ({ page }) => {
      for (const area of AREAS.filter((id) => canAccess(role, id))) {
        const { path } = PAINEL_AREAS[area]
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        const { scrollWidth, wide } = await overflow(page)
        expect(scrollWidth, `${path} is wider than the screen: ${wide.join(", ")}`).toBeLessThanOrEqual(WIDTH)
      }
    })
  })
}
