// Throwaway PocketBase servers for tests: a fresh temporary folder, a free port on 127.0.0.1, and
// the project's real migrations and hooks. Never a mock.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import PocketBase from "pocketbase"
import { ensurePocketBase, freePort, startPocketBase } from "../../scripts/pocketbase.mjs"

export const SUPERUSER = { email: "admin@exemplo.org", password: "senha-de-teste-123" }

export type TestPocketBase = {
  url: string
  dataDir: string
  /** The server process (the fault tests freeze and kill it). */
  pid: number
  stop: () => Promise<void>
}

export async function startTestPocketBase(env: NodeJS.ProcessEnv = process.env): Promise<TestPocketBase> {
  const bin = await ensurePocketBase()
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-test-"))
  const port = await freePort()
  const server = await startPocketBase({
    bin,
    dataDir,
    http: `127.0.0.1:${port}`,
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    env,
    quiet: true,
  })
  return {
    url: server.url,
    dataDir,
    pid: server.process.pid!,
    async stop() {
      await server.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A client logged in as the superuser, to arrange data and to check what was stored. The one admin
 * client of the suite: the browser tests pass their sites' superuser.
 */
export async function adminClient(
  url: string,
  superuser: { email: string; password: string } = SUPERUSER,
): Promise<PocketBase> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection("_superusers").authWithPassword(superuser.email, superuser.password)
  return pb
}

/** An anonymous client, as a visitor's request would be. */
export function anonymousClient(url: string): PocketBase {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}
