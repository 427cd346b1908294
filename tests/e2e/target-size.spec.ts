// Every link and button is big enough to tap: axe's WCAG 2.2 AA `target-size` rule (24 × 24 px, or
// room around a smaller one) on every public page and on every panel page of the president (who
// opens the most) and the treasurer (the finance pages' tools), on a 360 px phone and a desktop
// (docs/decisions/phones-and-touch.md#tap-targets).
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { can, canAccess, PAINEL_AREAS, type PainelAreaId } from "~/auth/permissions"
import type { DemoRole } from "../support/accounts"
import { skipSplash } from "./public-helpers"
import { expect, test } from "./support/fixtures"
import { PAGINAS_PUBLICAS } from "../../config/paginas-publicas.mjs"

// axe runs as a script in the page: the project with JavaScript.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript")
test.beforeEach(async ({ context }) => skipSplash(context))

// Every public page, and the account pages reached from them.
const PUBLIC = [...PAGINAS_PUBLICAS, "/login", "/recuperar-senha"]

const AREAS = Object.keys(PAINEL_AREAS) as PainelAreaId[]
const panelPages = (role: DemoRole) => [
  ...AREAS.filter((id) => canAccess(role, id)).map((id) => PAINEL_AREAS[id].path),
  ...(can(role, "gerenciarMensalidades")
    ? ["/painel/financeiro/lembretes", "/painel/financeiro/extrato"]
    : []),
]

/** The targets too small with too little room around them, as "page (width): target". */
async function smallTargets(page: Page, paths: readonly string[]) {
  const found: string[] = []
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200)
      const { violations, passes } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze()
      // The rule ran and measured the page's targets (every page has links: the header's, at least).
      expect(passes.flatMap((pass) => pass.nodes).length, path).toBeGreaterThan(0)
      for (const node of violations.flatMap((violation) => violation.nodes)) {
        found.push(`${path} (${width} px): ${node.target.join(" ")}`)
      }
    }
  }
  return found
}

test("every public page's links and buttons are big enough to tap", async ({ page }) => {
  test.setTimeout(120_000)
  expect(await smallTargets(page, PUBLIC)).toEqual([])
})

for (const role of ["presidente", "financeiro"] as const) {
  test.describe(`${role}'s panel`, () => {
    test.use({ role })

    test("every page's links and buttons are big enough to tap", async ({ page }) => {
      test.setTimeout(180_000)
      expect(await smallTargets(page, panelPages(role))).toEqual([])
    })
  })
}
