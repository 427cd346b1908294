// A form page is painted before its scripts are even asked for (app/http/hydrate-after-paint.ts),
// then hydrates as before, with nothing logged as an error.
import { expect, test } from "@playwright/test"
import { skipSplash } from "./public-helpers"
import { waitForHydration } from "./support/hydration"

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration is what JavaScript adds")

test.beforeEach(async ({ context }) => {
  await skipSplash(context)
})

for (const path of ["/associar", "/login"]) {
  test(`${path}: its scripts are asked for after the first paint, and it hydrates`, async ({ page }) => {
    const problems: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text())
    })
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(path)
    await waitForHydration(page)

    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }))
    expect(timing.paint).not.toBeNull()
    expect(timing.scripts.length).toBeGreaterThan(3)
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!)
    // Once hydrated, no preload or module script is left inert.
    await expect(page.locator("link[data-rel], script[data-module]")).toHaveCount(0)
    expect(problems).toEqual([])
  })
}
