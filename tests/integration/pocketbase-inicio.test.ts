// The test harness's PocketBase start (scripts/pocketbase-serve.mjs): a port found free may be taken
// before PocketBase binds it, and then another PocketBase (with the suite's superuser) answers the
// health check; only our own process's 'Server started' line counts.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, expect, it, onTestFinished } from "vitest"
import { AddressTakenError, ensurePocketBase, startPocketBase } from "../../scripts/pocketbase.mjs"
import { startTestPocketBase, SUPERUSER } from "../support/pocketbase"
import { template } from "./support"

const other = await startTestPocketBase(process.env, template("migrated"))
afterAll(() => other.stop())

it("refuses a start whose address another PocketBase already answers", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-outro-"))
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
  const start = startPocketBase({
    bin: await ensurePocketBase(),
    dataDir,
    http: new URL(other.url).host,
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    quiet: true,
  })
  await expect(start).rejects.toBeInstanceOf(AddressTakenError)
})
