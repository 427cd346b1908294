// Logs each demo role in once per run, through the real login form, and stores its session for the
// `role` fixture (support/fixtures.ts).
import { mkdir } from "node:fs/promises"
import { test as setup } from "@playwright/test"
import { DEMO_ACCOUNTS, DEMO_ROLES, SCHOOL_ROLES } from "../support/accounts"
import { logIn } from "./support/auth"
import { SESSIONS_DIR, sessionFile } from "./support/fixtures"

for (const role of [...DEMO_ROLES, ...SCHOOL_ROLES]) {
  setup(`log ${role} in`, async ({ page }) => {
    await mkdir(SESSIONS_DIR, { recursive: true })
    await logIn(page, DEMO_ACCOUNTS[role].email)
    await page.context().storageState({ path: sessionFile(role) })
  })
}
