// The production server in front of the built site, for the files that test it over HTTP.
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"

const sites: ChildProcess[] = []
const dataDirs: string[] = []
afterAll(async () => {
  sites.forEach((child) => child.kill("SIGKILL"))
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A folder for a site's state file (sessions, login limits), removed after the file. */
export function siteDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-data-"))
  dataDirs.push(dir)
  return dir
}

/**
 * The production server (server/index.mjs) in front of the built site (BUILD_DIR, else build/), on a
 * free loopback port, stopped after the file. PocketBase is the one POCKETBASE_URL names, unless
 * `env` says otherwise; `nodeFlags` are given to node (the start script's memory cap, siteNodeFlags).
 * Its state file goes to a folder of its own, unless `env` names one (SITE_DATA_DIR: a restart).
 */
export async function startSite(env: Record<string, string> = {}, nodeFlags: string[] = []) {
  const port = await freePort()
  const build = path.resolve(process.env.BUILD_DIR || "build", "server", "index.js")
  const child = spawn(process.execPath, [...nodeFlags, path.resolve("server/index.mjs"), build], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "segredo-do-teste-do-servidor-123",
      SITE_DATA_DIR: siteDataDir(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  sites.push(child)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    // Any answer will do: with PocketBase down the health check answers 503.
    const up = await fetch(`${url}/favicon.svg`).then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, port, child }
}
