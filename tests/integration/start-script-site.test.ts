// The start script keeps the site running: a site that dies (out of memory, a crash) is started
// again while PocketBase keeps running; only SIGTERM/SIGINT stop both
// (docs/decisions/server-and-operation.md#outages).
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"
import { SUPERUSER } from "../support/pocketbase"
import { pidOf, refuses, start, stopTree, waitFor, type StartRun } from "./start-script-support"

let dataDir: string
let running: StartRun | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "start-site-restart-"))
})
afterAll(async () => {
  await stopTree(running)
  await rm(dataDir, { recursive: true, force: true })
  await rm(`${dataDir}-site`, { recursive: true, force: true })
})

it("a site that dies is started again, and PocketBase keeps its process", async () => {
  const [port, pbPort] = [await freePort(), await freePort()]
  const site = `http://127.0.0.1:${port}`
  const pocketbase = `http://127.0.0.1:${pbPort}`
  const run = start({
    PORT: String(port),
    PB_HTTP: `127.0.0.1:${pbPort}`,
    PB_DATA_DIR: dataDir,
    PB_SUPERUSER_EMAIL: SUPERUSER.email,
    PB_SUPERUSER_PASSWORD: SUPERUSER.password,
    DEMO: "0",
  })
  running = run
  await waitFor(`${site}/healthcheck`)
  const pocketbasePid = await pidOf(`serve --http=127.0.0.1:${pbPort}`)
  const sitePid = await pidOf("server/index.mjs", run.child.pid)

  process.kill(sitePid, "SIGKILL")
  await expect.poll(run.output, { timeout: 5_000 }).toContain("Site parou (SIGKILL); reiniciando em 1 s.")
  await waitFor(`${site}/healthcheck`, 30_000)
  expect(run.output()).toContain("Site reiniciado.")
  expect(await pidOf("server/index.mjs", run.child.pid)).not.toBe(sitePid)
  expect(await pidOf(`serve --http=127.0.0.1:${pbPort}`)).toBe(pocketbasePid)
  expect(run.output()).not.toContain("PocketBase parou")
  expect((await fetch(site)).status).toBe(200)

  run.child.kill("SIGTERM")
  expect(await run.exited).toBe(0)
  expect(await refuses(site)).toBe(true)
  expect(await refuses(`${pocketbase}/api/health`)).toBe(true)
}, 120_000)
