// The panel's pages on a 360 px phone: nothing makes the page scroll sideways, and each list's row
// is a card whose main action is a full-width button on the screen, 44 px tall or more
// (docs/decisions/phones-and-touch.md#lists-are-cards-on-a-phone). Toolbars wrap, and flex and
// grid children may shrink. Every link and button is a target a thumb can tap
// (docs/decisions/phones-and-touch.md#tap-targets, ./support/alvos.ts). Each demo role opens every
// panel page its role lets it in.
import type { Page } from "@playwright/test"
import { DEMO_ACCOUNTS, DEMO_ROLES } from "../support/accounts"
import { skipSplash } from "./public-helpers"
import { smallTargets } from "./support/alvos"
import { expect, test } from "./support/fixtures"
import { pagesOf } from "./support/painel-paginas"

const WIDTH = 360

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

/** The lists with a card (a row) reaching past their box's edge, where it would be cut off. */
function cardsCutOff(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll("tbody tr")].filter((row) =>
      row.querySelector("td[data-card]"),
    )
    const cut = rows.filter((row) => {
      const box = row.closest('[role="region"]')
      return box && row.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5
    })
    return [...new Set(cut.map((row) => row.closest("table")?.caption?.textContent ?? ""))]
  })
}

/**
 * Each list's first row's main action (the first link or button of its actions), with where it is
 * and how tall: the one thing a person came to the list to tap.
 */
function firstRowActions(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("table")].flatMap((table) => {
      const action = table.querySelector('tbody tr:first-child td[data-card="actions"] :is(a, button)')
      if (!action) return []
      const { left, right, height } = action.getBoundingClientRect()
      const list = table.caption?.textContent ?? ""
      return [{ what: `${list}: ${action.textContent?.trim()}`, left, right, height }]
    }),
  )
}

for (const role of DEMO_ROLES) {
  test.describe(`${DEMO_ACCOUNTS[role].label} on a 360 px phone`, () => {
    test.use({ role })

    test("opens each of its panel pages without sideways scrolling, each list's main action on screen, every target tappable", async ({
      page,
    }) => {
      let actions = 0
      const small: string[] = []
      for (const path of pagesOf(role)) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        const { scrollWidth, wide } = await overflow(page)
        expect(scrollWidth, `${path} is wider than the screen: ${wide.join(", ")}`).toBeLessThanOrEqual(WIDTH)
        expect(await cardsCutOff(page), `${path}: lists whose cards are cut off`).toEqual([])
        for (const { what, left, right, height } of await firstRowActions(page)) {
          expect(left, `${path}, ${what} starts on the screen`).toBeGreaterThanOrEqual(0)
          expect(right, `${path}, ${what} ends on the screen`).toBeLessThanOrEqual(WIDTH)
          expect(height, `${path}, ${what} is a thumb's height`).toBeGreaterThanOrEqual(44)
          actions += 1
        }
        small.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`))
      }
      expect(small, "links and buttons under 44 px tall, or under 24 × 24 px with room around").toEqual([])
      // Every role has a list with an action (its own dues' 'Pagar' or 'Comprovante', at least).
      expect(actions).toBeGreaterThan(0)
    })
  })
}
