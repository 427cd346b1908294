// Faults against a real PocketBase of this file's own, frozen (SIGSTOP) and then killed: every call
// gives up in time; public pages answer with their empty states, panel pages and the calendar feed
// with a 503 and Retry-After, forms with a 503 and every typed value kept; and the site recovers by
// itself when PocketBase is back.
import { afterAll, describe, expect, it, vi } from "vitest"
import { ensurePocketBase, startPocketBase } from "../../scripts/pocketbase.mjs"
import { SUPERUSER, TEST_POCKETBASE_ENV, whileFrozen } from "../support/pocketbase"
import { validContato } from "../support/form-data"
import { createPerson, postForm, routeArgs, sessionCookie } from "./support"

const db = await vi.hoisted(async () => {
  // Short, so the frozen case takes seconds: the app reads it once, when its modules load.
  process.env.POCKETBASE_TIMEOUT_MS = "1500"
  return import("./support").then((s) => s.ownPocketBase())
})
const home = await import("~/routes/_index")
const mensalidades = await import("~/routes/painel.mensalidades/route")
const contato = await import("~/routes/contato/route")
const feed = await import("~/routes/eventos[.]ics")

// The PocketBase serving db's data now: the dying block starts another on the same data and keeps
// it running, so each block finds one alive, in either order and alone.
let current: { pid: number; stop?: () => Promise<unknown> } = { pid: db.pid }
afterAll(() => current.stop?.())

const member = await createPerson(db.url, { associado: 1 })
const cookie = await sessionCookie(member.email)

async function expectOutageAnswers() {
  const started = Date.now()
  // A public page: its empty states, 200.
  const page = (await home.loader(routeArgs("/"))) as { eventos: unknown[]; galeria: unknown[] }
  expect(page.eventos).toEqual([])
  expect(page.galeria).toEqual([])

  // A panel page: the 503 page, with when to try again.
  const panel = (await mensalidades
    .loader(routeArgs("/painel/mensalidades", cookie))
    .catch((thrown) => thrown)) as Response
  expect(panel.status).toBe(503)
  expect(panel.headers.get("Retry-After")).toBe("30")

  // A form: 503 and everything typed comes back.
  const sent = validContato("queda@exemplo.org")
  const form = (await contato.action(postForm("/contato", sent, "192.0.2.200"))) as {
    init: { status: number; headers: Record<string, string> }
    data: { result: { initialValue: Record<string, string> } }
  }
  expect(form.init.status).toBe(503)
  expect(form.init.headers["Retry-After"]).toBe("30")
  expect(form.data.result.initialValue).toMatchObject(sent)

  // The calendar feed: 503, never an empty calendar.
  const ics = (await feed.loader(routeArgs("/eventos.ics"))) as Response
  expect(ics.status).toBe(503)
  expect(await ics.text()).not.toContain("BEGIN:VCALENDAR")
  // Four answers, each bounded by the timeout (1.5 s) or quicker.
  expect(Date.now() - started).toBeLessThan(4 * 1500 + 2000)
}

describe("when PocketBase freezes", () => {
  it("answers in time with the outage answers, and recovers when it thaws", async () => {
    await whileFrozen(current.pid, expectOutageAnswers)
    const page = await mensalidades.loader(routeArgs("/painel/mensalidades", cookie))
    expect(page.mensalidades).toBeInstanceOf(Array)
  }, 60_000)
})

describe("when PocketBase dies", () => {
  it("gives the outage answers at once, and recovers when it is started again", async () => {
    process.kill(current.pid, "SIGKILL")
    // Gone once its address no longer answers.
    const health = () =>
      fetch(`${db.url}/api/health`).then(
        () => "answers",
        () => "closed",
      )
    await expect.poll(health).toBe("closed")
    await expectOutageAnswers()

    // Started again on the same data and address (what the start script does by itself).
    const restarted = await startPocketBase({
      bin: await ensurePocketBase(),
      dataDir: db.dataDir,
      http: new URL(db.url).host,
      superuserEmail: SUPERUSER.email,
      superuserPassword: SUPERUSER.password,
      env: { ...process.env, ...TEST_POCKETBASE_ENV },
      quiet: true,
    })
    current = { pid: restarted.process.pid!, stop: () => restarted.stop() }
    const page = await mensalidades.loader(routeArgs("/painel/mensalidades", cookie))
    expect(page.mensalidades).toBeInstanceOf(Array)
    const ics = (await feed.loader(routeArgs("/eventos.ics"))) as Response
    expect(ics.status).toBe(200)
  }, 60_000)
})
