import { rm } from "node:fs/promises"
import type { TestProject } from "vitest/node"
import { seedDemo } from "../../pocketbase/seed/seed.mjs"
import { adminClient, makeTemplate, startTestPocketBase, SUPERUSER } from "../support/pocketbase"

/** Data folders the run's PocketBases start from a copy of (tests/support/pocketbase.ts). */
export type Templates = {
  /** Every migration applied, nothing stored. */
  migrated: string
  /** The same with the demo data loaded. */
  demo: string
}

declare module "vitest" {
  export interface ProvidedContext {
    pocketbaseUrl: string
    /** The moment the demo's dates revolve around (ISO): tests check "today" against it, not the clock. */
    demoNow: string
    templates: Templates
  }
}

// The migrations run once and the demo data is loaded once for the whole run, into two template
// folders; each test file's PocketBase starts from a copy of one (ownPocketBase). One more copy of
// the demo is the run's shared database, for the files that only read it.
export default async function setup(project: TestProject) {
  const demoNow = new Date()
  const migrated = await makeTemplate(({ url }) => cheapenPasswords(url))
  const demo = await makeTemplate(
    ({ url, dataDir }) =>
      seedDemo({
        now: demoNow,
        url,
        superuserEmail: SUPERUSER.email,
        superuserPassword: SUPERUSER.password,
        dataDir,
      }),
    migrated,
  )
  const server = await startTestPocketBase(process.env, demo)
  project.provide("pocketbaseUrl", server.url)
  project.provide("demoNow", demoNow.toISOString())
  project.provide("templates", { migrated, demo })
  return async () => {
    await server.stop()
    for (const folder of [migrated, demo]) await rm(folder, { recursive: true, force: true })
  }
}

/**
 * Passwords hashed at bcrypt's lowest cost in the run's PocketBases: every account a test makes and
 * every login is a hash, at the default cost about a tenth of a second of a core each, which was
 * a large part of the suite's time. What a password lets in is the same at any cost.
 */
async function cheapenPasswords(url: string) {
  const admin = await adminClient(url)
  for (const name of ["cadastro_geral", "_superusers"]) {
    const collection = await admin.collections.getOne(name)
    const fields = collection.fields.map((field) =>
      field.type === "password" ? { ...field, cost: 4 } : field,
    )
    await admin.collections.update(name, { fields })
  }
}
