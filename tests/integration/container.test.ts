// The container as far as this machine allows (it has no Docker engine): the Dockerfile's last stage
// is read and assembled in a temporary folder from what its COPY lines name, after the build stage's
// `npm prune --omit=dev`; it then runs as a non-root user with the image's environment, answers
// /healthcheck and a login-free page, and keeps what was written across a restart. A file the
// runtime needs but no COPY line brings fails it.
import { execFile, spawn, type ChildProcess } from "node:child_process"
import { chmod, chown, cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, expect, it } from "vitest"
import { DEFAULT_PB_SUPERUSER_EMAIL } from "../../config/defaults.mjs"
import { ensurePocketBase, freePort } from "../../scripts/pocketbase.mjs"
import { validContato } from "../support/form-data"
import { adminClient } from "../support/pocketbase"

const run = promisify(execFile)
const SUPERUSER_PASSWORD = "senha-do-conteiner-123"

/** The last stage's COPY lines (source stage, source, destination) and its ENV. */
function runtimeStage(dockerfile: string) {
  const lines = dockerfile.replace(/\\\n\s*/g, " ").split("\n")
  const last = lines.findLastIndex((line) => /^FROM\s/i.test(line))
  const stage = lines.slice(last)
  const copies = stage
    .map((line) => /^COPY\s+--from=(\S+)\s+(\S+)\s+(\S+)\s*$/i.exec(line.trim()))
    .filter((match) => match !== null)
    .map(([, from, source, destination]) => ({ from: from!, source: source!, destination: destination! }))
  const env: Record<string, string> = {}
  for (const line of stage.filter((l) => /^ENV\s/i.test(l))) {
    for (const [, name, value] of line.matchAll(/(\w+)=(\S+)/g)) env[name!] = value!
  }
  const workdir = stage.find((l) => /^WORKDIR\s/i.test(l))!.split(/\s+/)[1]!
  return { copies, env, workdir }
}

const root = await mkdtemp(path.join(tmpdir(), "conteiner-"))
afterAll(() => rm(root, { recursive: true, force: true }))
const children: ChildProcess[] = []
afterAll(() => children.forEach((child) => child.kill("SIGKILL")))

/** The build stage: the repository's files, the built site, then the production dependencies only. */
async function buildStage() {
  const dir = path.join(root, "build-stage")
  const { stdout } = await run("git", ["ls-files", "-z"], { maxBuffer: 16 * 1024 * 1024 })
  for (const file of stdout.split("\0").filter(Boolean)) {
    await cp(file, path.join(dir, file), { force: true }).catch(() => {})
  }
  await cp("build", path.join(dir, "build"), { recursive: true })
  // Hard links: as fast as a move, and pruning the copy leaves the checkout's own untouched.
  await run("cp", ["-al", "node_modules", path.join(dir, "node_modules")])
  await run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: dir })
  return dir
}

function start(app: string, env: Record<string, string | undefined>) {
  const asRoot = process.getuid?.() === 0
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: app,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
    // The image's USER node; here the unprivileged 'nobody' when the tests run as root.
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  })
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  children.push(child)
  return { child, output: () => output }
}

async function healthy(url: string, started: { child: ChildProcess; output: () => string }) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`O site parou:\n${started.output()}`)
    const ok = await fetch(`${url}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`O site não ficou saudável:\n${started.output()}`)
}

async function stop(started: { child: ChildProcess }) {
  const exited = new Promise((resolve) => started.child.once("exit", resolve))
  started.child.kill("SIGTERM")
  await exited
}

it("runs from what the Dockerfile's last stage copies, as non-root, and keeps its data across a restart", async () => {
  const stage = runtimeStage(await readFile("Dockerfile", "utf8"))
  expect(stage.env).toMatchObject({ NODE_ENV: "production", DEMO: "0" })
  const build = await buildStage()
  const pocketbase = await ensurePocketBase()

  // The image's file system under `root`: each COPY, and the image's absolute paths moved there.
  const inImage = (p: string) => path.join(root, "image", p)
  const app = inImage(stage.workdir)
  await mkdir(app, { recursive: true })
  for (const { from, source, destination } of stage.copies) {
    // As Docker reads a destination: one ending in "/" (or ".") is a folder the source goes into.
    const base = path.isAbsolute(destination) ? inImage(destination) : path.join(app, destination)
    const target = /(\/|^\.)$/.test(destination) ? path.join(base, path.basename(source)) : base
    await mkdir(path.dirname(target), { recursive: true })
    if (from === "pocketbase") await cp(pocketbase, target)
    // Hard links from the throwaway build stage: the same files, without copying node_modules.
    else await run("cp", ["-al", path.join(build, path.relative("/app", source)), target])
  }
  const data = inImage("/data")
  await mkdir(data, { recursive: true })
  if (process.getuid?.() === 0) {
    await chown(data, 65534, 65534)
    for (let dir = app; dir.startsWith(root); dir = path.dirname(dir)) await chmod(dir, 0o755)
  }

  const port = await freePort()
  const pbPort = await freePort()
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    ...Object.fromEntries(
      Object.entries(stage.env).map(([name, value]) => [
        name,
        value.startsWith("/") ? inImage(value) : value,
      ]),
    ),
    // Loopback only on this machine; the image listens on every interface.
    HOST: "127.0.0.1",
    PORT: String(port),
    PB_HTTP: `127.0.0.1:${pbPort}`,
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: "segredo-do-teste-do-conteiner-0123456789",
    PB_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
  }
  const url = `http://127.0.0.1:${port}`

  const first = start(app, env)
  await healthy(url, first)
  const page = await fetch(`${url}/privacidade`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain("Privacidade")
  const sent = validContato(`conteiner.${Date.now()}@exemplo.org`)
  const posted = await fetch(`${url}/contato`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(sent),
  })
  expect(posted.status).toBe(303)
  await stop(first)

  const second = start(app, env)
  await healthy(url, second)
  const admin = await adminClient(`http://127.0.0.1:${pbPort}`, {
    email: DEFAULT_PB_SUPERUSER_EMAIL,
    password: SUPERUSER_PASSWORD,
  })
  const kept = await admin
    .collection("contato")
    .getFirstListItem(admin.filter("email = {:email}", { email: sent.email }))
  expect(kept).toMatchObject({ assunto: sent.assunto })
  // DEMO=0: nothing but what was written.
  expect((await admin.collection("eventos").getList(1, 1)).totalItems).toBe(0)
  await stop(second)
}, 240_000)
