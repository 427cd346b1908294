// The browser tests' `test`: Playwright's own, plus `role`, which starts the test logged in as that
// demo account. Each role logs in once per run through the real form (sessions.setup.ts) and its
// session is reused from the run's own folder (two runs at once on one machine each keep theirs);
// tests that change a password or need a fresh login keep using logIn() from ./auth.
import path from "node:path"
import { test as base } from "@playwright/test"
import type { DemoLogin } from "../../support/accounts"
import { PAGE_WHEN_FAILED } from "./failure-context"
import { E2E } from "./servers"

export { expect } from "@playwright/test"

export const SESSIONS_DIR = path.join(E2E.root, "sessions")

/** The stored session (cookies) of a demo role, written by sessions.setup.ts. */
export const sessionFile = (role: DemoLogin) => path.join(SESSIONS_DIR, `${role}.json`)

export const test = base.extend<{ role: DemoLogin | null; pageWhenFailed: void }>({
  role: [null, { option: true }],
  storageState: async ({ role, storageState }, provide) => {
    await provide(role ? sessionFile(role) : storageState)
  },
  // A failed test keeps the page as it then was, its address and its accessibility tree, as text:
  // CI keeps only what the run prints (failure-context.ts prints it).
  pageWhenFailed: [
    async ({ page }, provide, testInfo) => {
      await provide()
      if (testInfo.status === testInfo.expectedStatus) return
      const tree = await page
        .locator("body")
        .ariaSnapshot({ timeout: 2000 })
        .catch(() => "(a página não respondeu)")
      await testInfo.attach(PAGE_WHEN_FAILED, { body: `${page.url()}\n${tree}`, contentType: "text/plain" })
    },
    { auto: true },
  ],
})
