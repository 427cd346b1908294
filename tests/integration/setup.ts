import { mkdtempSync } from "node:fs"
import { rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, inject } from "vitest"

// The app's models read POCKETBASE_URL (app/http/env.server.ts): point them at the test server.
process.env.POCKETBASE_URL = inject("pocketbaseUrl")

// The site's state file (sessions, login limits: app/auth/site-store.server.ts) in a folder of each
// test file's own, so no file starts with another's sessions or failed logins.
const siteDataDir = mkdtempSync(path.join(tmpdir(), "site-data-"))
process.env.SITE_DATA_DIR = siteDataDir
afterAll(async () => {
  await (await import("~/auth/site-store.server")).closeSiteStore()
  await rm(siteDataDir, { recursive: true, force: true })
})
