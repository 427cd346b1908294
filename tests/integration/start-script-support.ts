// What the start script's tests share: running it as the volunteer does, waiting for an address,
// finding its processes in /proc, and stopping what a failed test left running.
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { freePort } from "../../scripts/pocketbase.mjs"
import { SUPERUSER } from "../support/pocketbase"

const START = path.resolve("scripts/start.mjs")

export type StartRun = { child: ChildProcess; exited: Promise<number | null>; output: () => string }

// An undefined value leaves the variable unset in the child (spawn skips it).
export function start(env: Record<string, string | undefined>): StartRun {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, POCKETBASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  return { child, exited, output: () => output }
}

/**
 * A data folder of its own, on free ports: the start script's variables (DEMO off; PocketBase on
 * `pbPort`) and the addresses of the site and PocketBase it will answer at.
 */
export async function ownStart(label: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${label}-`))
  const [port, pbPort] = [await freePort(), await freePort()]
  const env: Record<string, string> = {
    PORT: String(port),
    PB_HTTP: `127.0.0.1:${pbPort}`,
    PB_DATA_DIR: dataDir,
    PB_SUPERUSER_EMAIL: SUPERUSER.email,
    PB_SUPERUSER_PASSWORD: SUPERUSER.password,
    DEMO: "0",
  }
  return {
    env,
    pbPort,
    site: `http://127.0.0.1:${port}`,
    pocketbase: `http://127.0.0.1:${pbPort}`,
    /** The demo's mail folder the start script gives a demo without SMTP (`<PB_DATA_DIR>-emails`). */
    emailsDir: `${dataDir}-emails`,
    /** Deletes the data folder and the site's and the demo mail's beside it (`-site`, `-emails`). */
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true })
      await rm(`${dataDir}-site`, { recursive: true, force: true })
      await rm(`${dataDir}-emails`, { recursive: true, force: true })
    },
  }
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** Stops a start script left running by a failed test, with its PocketBase and site (SIGTERM). */
export async function stopTree(run: { child: ChildProcess; exited: Promise<number | null> } | undefined) {
  if (!run || run.child.exitCode !== null || run.child.signalCode !== null) return
  run.child.kill("SIGTERM")
  await Promise.race([run.exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
}

/**
 * The process whose command line contains `text` (Linux's /proc, no tool needed); with `parent`,
 * only among that process's children.
 */
export async function pidOf(text: string, parent?: number): Promise<number> {
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "")
    if (!cmdline.replaceAll("\0", " ").includes(text)) continue
    if (parent !== undefined) {
      // The parent's pid is the second field after the command's name, which is in parentheses.
      const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "")
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== parent) continue
    }
    return Number(entry)
  }
  throw new Error(`no process with ${text}`)
}

export async function refuses(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return false
  } catch {
    return true
  }
}
