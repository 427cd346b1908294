// Shared by the public pages' browser tests (tests/e2e/public-*.spec.ts).
import { mkdir } from "node:fs/promises"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { expect, type BrowserContext, type Page, type TestInfo } from "@playwright/test"
import { E2E } from "./support/servers"

export const MESES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
]

/** The month the site is in: the UTC one, as it shows every date in UTC. */
export const mesAtual = () => MESES[new Date().getUTCMonth()]!

/** Marks the visit as begun on both sites, so the first-visit splash does not cover the page. */
export async function skipSplash(context: BrowserContext) {
  await context.addCookies([E2E.demo.url, E2E.vazio.url].map((url) => ({ name: "visita", value: "1", url })))
}

/** No serious or critical accessibility violation on the page as it is. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const grave = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(
    grave.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([])
}

const SCREENSHOT_DIR = path.join("tests", "artifacts", "screenshots")

/** A full-page screenshot at 360 px and at 1280 px wide, kept as a test artifact. */
export async function screenshots(page: Page, name: string, testInfo: TestInfo) {
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
