// Shared by the public pages' browser tests (tests/e2e/public-*.spec.ts).
import { readFileSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type BrowserContext, type Page, type TestInfo } from "@playwright/test"
import { MESES } from "@veteranos/domain/datas"
import { currentMonth, monthName, todayInSaoPaulo } from "../../app/utils/format"
import { MARKER_FILE } from "../../pocketbase/seed/seed.mjs"
import { E2E } from "./support/servers"

export { MESES }

/** The month the site is in now: São Paulo's (for the empty site, which has no demo day). */
export const mesAtual = () => monthName(currentMonth())

/** "Novembro" for "2026-11-23". */
export const monthOf = (day: string) => monthName(Number(day.slice(5, 7)))

/** "23/11/2026" for "2026-11-23", as the site writes a date. */
export const brDate = (day: string) => day.split("-").reverse().join("/")

/**
 * São Paulo's day (yyyy-MM-dd) the demo site's data revolves around (its event and birthday of
 * "today"), as the seed wrote it in its marker: the tests check the demo against it, never against a
 * day recomputed from the clock. When São Paulo's day has changed since the seed ran (a run across
 * midnight) the demo has no "today" left to check, and the test says so and skips.
 */
export function demoToday(): string {
  const marker = JSON.parse(readFileSync(path.join(E2E.demo.dataDir, MARKER_FILE), "utf8")) as {
    today: string
  }
  test.skip(
    todayInSaoPaulo() !== marker.today,
    `the demo was seeded on ${marker.today}; São Paulo's day has changed`,
  )
  return marker.today
}

/** Marks the visit as begun on both sites, so the first-visit splash does not cover the page. */
export async function skipSplash(context: BrowserContext) {
  await context.addCookies([E2E.demo.url, E2E.vazio.url].map((url) => ({ name: "visita", value: "1", url })))
}

/**
 * No serious or critical accessibility violation on the page as it is, WCAG 2.2 AA's `target-size`
 * included (axe leaves it off by default): every link and button 24 × 24 px, or with room around a
 * smaller one (docs/decisions/phones-and-touch.md#tap-targets). One axe run per page state checks both.
 */
export async function expectAccessible(page: Page, { only }: { only?: string[] } = {}) {
  const axe = new AxeBuilder({ page }).options({
    rules: { "target-size": { enabled: true } },
    // Every violation in full, and of the rules that passed one node each: listing every passing
    // node of a long table cost about a third of each run.
    resultTypes: ["violations"],
  })
  // Legacy mode runs axe in the page itself: the default opens a blank page for every run to gather
  // the frames' results, which took half of each run. Only a cross-origin frame goes unchecked: the
  // contact page's third-party map, whose title is still checked here.
  axe.setLegacyMode(true)
  // One rule alone (`only`) where the page's state was already checked in full at another width.
  if (only) axe.withRules(only)
  const results = await axe.analyze()
  const grave = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(
    grave.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([])
  // The rule ran and measured the page's targets (every page has links: the header's, at least): a
  // passing rule keeps one of its nodes.
  const measured = [...results.passes, ...results.violations].filter((rule) => rule.id === "target-size")
  expect(measured.flatMap((rule) => rule.nodes).length, "targets measured by target-size").toBeGreaterThan(0)
}

const SCREENSHOT_DIR = path.join("tests", "artifacts", "screenshots")

/**
 * A full-page screenshot at 360 px and at 1280 px wide, kept as a test artifact, when asked for
 * (`SCREENSHOTS=1 npx playwright test public-a11y`): a picture proves nothing by itself, and taking
 * them on every run costs time.
 */
export async function screenshots(page: Page, name: string, testInfo: TestInfo) {
  if (!process.env.SCREENSHOTS) return
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    // A new width may pick another srcset candidate: wait for the pictures already in view.
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.loading === "lazy" || image.complete),
    )
    const file = path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
  }
}
