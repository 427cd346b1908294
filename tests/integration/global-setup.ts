import type { TestProject } from "vitest/node"
import { seedDemo } from "../../pocketbase/seed/seed.mjs"
import { startTestPocketBase, SUPERUSER } from "../support/pocketbase"

declare module "vitest" {
  export interface ProvidedContext {
    pocketbaseUrl: string
    /** The moment the demo's dates revolve around (ISO): tests check "today" against it, not the clock. */
    demoNow: string
  }
}

// One real PocketBase for the integration run, with the demo data loaded (the demo accounts and
// content); tests that need an empty database start their own with startTestPocketBase().
export default async function setup(project: TestProject) {
  const server = await startTestPocketBase()
  const demoNow = new Date()
  await seedDemo({
    now: demoNow,
    url: server.url,
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    dataDir: server.dataDir,
  })
  project.provide("pocketbaseUrl", server.url)
  project.provide("demoNow", demoNow.toISOString())
  return async () => {
    await server.stop()
  }
}
