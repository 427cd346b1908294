// Keeps each integration file's data its own (vitest only: the browser tests import tests/support).
import { afterAll } from "vitest"
import { seedDemo } from "../../pocketbase/seed/seed.mjs"
import { startTestPocketBase, SUPERUSER, type TestPocketBase } from "../support/pocketbase"

/**
 * Gives the calling test file a PocketBase of its own (real migrations; empty, or with the demo
 * data), stopped after the file, and points the app's models at it, so what the file stores and
 * counts is nobody else's. The app reads POCKETBASE_URL once, when its modules load, so start it
 * before they are imported:
 *
 *     const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
 *
 * Files that only read the demo data share the run's database (inject("pocketbaseUrl")).
 */
export async function ownPocketBase({ demo = false }: { demo?: boolean } = {}): Promise<TestPocketBase> {
  const server = await startTestPocketBase()
  afterAll(() => server.stop())
  if (demo) {
    await seedDemo({
      url: server.url,
      superuserEmail: SUPERUSER.email,
      superuserPassword: SUPERUSER.password,
      dataDir: server.dataDir,
    })
  }
  process.env.POCKETBASE_URL = server.url
  return server
}
