// Form and panel pages hydrate once they have been painted (app/http/hydrate-after-paint.ts), which
// can be after Playwright's load event: a test of a JavaScript enhancement (a mask, a busy label, a
// client navigation) waits for Remix to run before it acts, or it would test the page without it.
import type { Page } from "@playwright/test"

export async function waitForHydration(page: Page) {
  // Set once React has committed the hydration (app/http/hydrate.ts): Remix's router exists earlier,
  // while a tap still reaches the native form.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
}
