// Throwaway PocketBase servers for tests: a fresh temporary folder, a free port on 127.0.0.1, and
// the project's real migrations and hooks. Never a mock.
import { cp, mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import PocketBase from "pocketbase"
import { ensurePocketBase, startPocketBaseOnFreePort } from "../../scripts/pocketbase.mjs"

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

/**
 * A PocketBase on a data folder the test migrated itself with its own `migrationsDir` (the tests of a
 * migration on a database from before it), served as the suite serves every other: a port of its own,
 * the suite's superuser, jobs run only when asked. `log` receives its start log.
 */
export async function serveMigrated(options: {
  dataDir: string
  migrationsDir: string
  log?: (text: string) => void
}) {
  return startPocketBaseOnFreePort({
    bin: await ensurePocketBase(),
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    env: { ...process.env, ...TEST_POCKETBASE_ENV },
    quiet: true,
    ...options,
  })
}

/**
 * The test PocketBases run their scheduled jobs only when a test asks (POST /api/crons/{job}), so a
 * minute mark between an action and its check never changes what the check sees.
 */
export const TEST_POCKETBASE_ENV = { CRON_MANUAL: "1" }

async function serveFolder(dataDir: string, env: NodeJS.ProcessEnv) {
  return startPocketBaseOnFreePort({
    bin: await ensurePocketBase(),
    dataDir,
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    env: { ...env, ...TEST_POCKETBASE_ENV },
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

/**
 * Runs `run` while the server's process is frozen (SIGSTOP), thawing it whatever happens. The signal
 * stops a process's threads one by one as each is next scheduled: on a busy machine a thread still
 * running could answer the first request, so `run` starts only once every thread is stopped.
 */
export async function whileFrozen<T>(pid: number, run: () => Promise<T>): Promise<T> {
  process.kill(pid, "SIGSTOP")
  try {
    await expectAllThreadsStopped(pid)
    return await run()
  } finally {
    process.kill(pid, "SIGCONT")
  }
}

async function expectAllThreadsStopped(pid: number) {
  const deadline = Date.now() + 5_000
  for (;;) {
    const threads = await readdir(`/proc/${pid}/task`)
    // The state is the field after the name, which is in parentheses (proc(5)): T when stopped.
    const states = await Promise.all(
      threads.map(async (tid) => {
        const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, "utf8").catch(() => ") T")
        return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3)
      }),
    )
    if (states.every((state) => state === "T" || state === "t")) return
    if (Date.now() > deadline) throw new Error(`PocketBase ${pid} did not stop: ${states.join("")}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
