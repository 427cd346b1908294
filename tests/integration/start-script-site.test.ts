// The start script keeps the site running: a site that dies (out of memory, a crash) is started
// again while PocketBase keeps running; only SIGTERM/SIGINT stop both
// (docs/decisions/server-and-operation.md#outages).
import { afterAll, beforeAll, expect, it } from "vitest"
import { ownStart, pidOf, refuses, start, stopTree, waitFor, type StartRun } from "./start-script-support"

let folder: Awaited<ReturnType<typeof ownStart>>
let running: StartRun | undefined

beforeAll(async () => {
  folder = await ownStart("start-site-restart")
})
afterAll(async () => {
  await stopTree(running)
  await folder.remove()
})

it("a site that dies is started again, and PocketBase keeps its process", async () => {
  const { site, pocketbase, pbPort } = folder
  const run = start(folder.env)
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
