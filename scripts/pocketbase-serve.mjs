// Starts the pinned PocketBase server (scripts/pocketbase.mjs obtains it) with the project's
// migrations and hooks, on a given address or a free port of 127.0.0.1.
import { execFile, spawn } from "node:child_process"
import { mkdir } from "node:fs/promises"
import { createServer } from "node:net"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const run = promisify(execFile)
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
export const MIGRATIONS_DIR = path.join(ROOT, "pocketbase", "pb_migrations")
export const HOOKS_DIR = path.join(ROOT, "pocketbase", "pb_hooks")

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })
}

const common = (dataDir, migrationsDir = MIGRATIONS_DIR) => [
  `--dir=${dataDir}`,
  `--migrationsDir=${migrationsDir}`,
  `--hooksDir=${HOOKS_DIR}`,
  // PocketBase turns dev mode on by itself for a binary under the system's temporary folder (it takes
  // it for `go run`), and then prints every SQL statement, personal data included, to the log.
  "--dev=false",
]

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase saiu com código ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`PocketBase não respondeu em ${url}/api/health em ${timeoutMs / 1000} s`)
}

/**
 * Resolves on our own child's "Server started at http://…" line, the proof that the address is its
 * own; rejects when it exits first or says nothing within `timeoutMs`.
 */
function ownStart(child, url, output, timeoutMs) {
  return new Promise((resolve, reject) => {
    let seen = ""
    let settled = false
    const settle = (error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      seen = ""
      if (error) reject(error)
      else resolve(undefined)
    }
    const timer = setTimeout(
      () => settle(new Error(`PocketBase não começou a escutar em ${url} em ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
    child.stdout.on("data", (chunk) => {
      output(chunk)
      if (settled) return
      seen += chunk.toString()
      if (seen.includes("Server started at") && seen.includes(url)) settle()
    })
    // A PocketBase that cannot bind its address says so on stderr and exits (with code 0, up to v0.39).
    child.once("exit", (code) =>
      settle(new AddressTakenError(`PocketBase saiu (código ${code}) antes de escutar em ${url}`)),
    )
  })
}

/** Our PocketBase exited before it listened: most often another process took its address. */
export class AddressTakenError extends Error {}

/**
 * Creates (or updates) the superuser, starts `pocketbase serve` on `http` with the project's
 * migrations and hooks, and resolves once its own process says it listens there and /api/health
 * answers (another PocketBase already on that address could answer the health check alone).
 * `log` receives what the server prints (its start log) instead of the terminal; `quiet` drops its
 * standard output; `migrationsDir` replaces the project's migrations (the migration tests').
 * @param {{ bin: string, dataDir: string, http: string, superuserEmail: string,
 *   superuserPassword: string, env?: NodeJS.ProcessEnv, quiet?: boolean,
 *   migrationsDir?: string, log?: (text: string) => void }} options
 */
export async function startPocketBase(options) {
  const { bin, dataDir, http, superuserEmail, superuserPassword, env = process.env, log } = options
  const dirs = common(dataDir, options.migrationsDir)
  await mkdir(dataDir, { recursive: true })
  // Without a superuser, `serve` starts an installer that tries to open a browser.
  await run(bin, ["superuser", "upsert", superuserEmail, superuserPassword, ...dirs], { env })
  const child = spawn(
    bin,
    ["serve", `--http=${http}`, "--automigrate=false", "--hooksWatch=false", ...dirs],
    { env, stdio: ["ignore", "pipe", log ? "pipe" : "inherit"] },
  )
  if (log) child.stderr.on("data", (chunk) => log(chunk.toString()))
  const output = (chunk) => {
    if (log) log(chunk.toString())
    else if (!options.quiet) process.stdout.write(chunk)
  }
  const url = `http://${http}`
  try {
    await ownStart(child, url, output, 30_000)
    await waitForHealth(url, child, 30_000)
  } catch (error) {
    child.kill("SIGTERM")
    throw error
  }
  // Up to v0.39 a failing `superuser upsert` can exit 0: prove the credentials work.
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: superuserEmail, password: superuserPassword }),
  })
  if (!auth.ok) {
    child.kill("SIGTERM")
    throw new Error(`o superusuário ${superuserEmail} não conseguiu entrar no PocketBase`)
  }
  return {
    url,
    process: child,
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
        child.once("exit", () => resolve(undefined))
        child.kill("SIGTERM")
      })
    },
  }
}

/**
 * startPocketBase on a free port of 127.0.0.1. A free port is only free when it is looked at: another
 * process may take it before PocketBase binds it, and then PocketBase is started again on another.
 * @param {Omit<Parameters<typeof startPocketBase>[0], "http">} options
 */
export async function startPocketBaseOnFreePort(options, tries = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPocketBase({ ...options, http: `127.0.0.1:${await freePort()}` })
    } catch (error) {
      if (!(error instanceof AddressTakenError) || attempt >= tries) throw error
    }
  }
}
