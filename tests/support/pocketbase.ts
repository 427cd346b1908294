// Throwaway PocketBase servers for tests: a fresh temporary folder, a free port on 127.0.0.1, and
// the project's real migrations and hooks. Never a mock.
import { cp, mkdtemp, rm } from "node:fs/promises"
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

/**
 * A PocketBase of its own on a free port. `from`: a data folder to start from a copy of (a template
 * makeTemplate made once for the run: migrated, or with the demo data too), which starts in about a
 * second; without it the migrations run from nothing, as on a new installation (about five).
 */
export async function startTestPocketBase(
  env: NodeJS.ProcessEnv = process.env,
  from?: string,
): Promise<TestPocketBase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-test-"))
  if (from) await cp(from, dataDir, { recursive: true })
  const server = await serveFolder(dataDir, env)
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
 * A data folder for startTestPocketBase to copy: `from`'s copy (or the migrations run from nothing),
 * then what `fill` stores through the server it gets, stopped after it so the files are whole. The
 * caller removes the folder when the run ends.
 */
export async function makeTemplate(
  fill: (server: { url: string; dataDir: string }) => Promise<unknown> = async () => {},
  from?: string,
): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-template-"))
  if (from) await cp(from, dataDir, { recursive: true })
  const server = await serveFolder(dataDir, process.env)
  try {
    await fill({ url: server.url, dataDir })
  } finally {
    await server.stop()
  }
  return dataDir
}

async function serveFolder(dataDir: string, env: NodeJS.ProcessEnv) {
  return startPocketBase({
    bin: await ensurePocketBase(),
    dataDir,
    http: `127.0.0.1:${await freePort()}`,
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    env,
    quiet: true,
  })
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
