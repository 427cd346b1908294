// The sessions a person sees and ends on /painel/seguranca (app/auth/sessoes.server.ts and the
// section's intents, app/routes/painel.seguranca/sessoes.server.ts), against a real PocketBase: each
// session with its browser, system and network, this browser's first; 'Encerrar' and 'Sair de todos
// os outros aparelhos' end sessions, which are refused at their next request; nobody ends another
// account's; the last activity is written at most once a minute; and a session stored before
// sessions kept these loads after the deploy and gets them (over HTTP, the built site).
import { once } from "node:events"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { createCookie } from "@remix-run/node"
import { describe, expect, it, vi } from "vitest"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { siteDataDir, startSite } from "./site-server"
import { createPerson, TEST_PASSWORD, toastOf, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action: login } = await import("~/routes/login")
const { requireUser } = await import("~/auth/guards.server")
const { dispatchIntent } = await import("~/panel/intents.server")
const { sessionsOf, touchSession } = await import("~/auth/session.server")
const { listSessoes, sessoesIntents } = await import("~/routes/painel.seguranca/sessoes.server")
const { parseSnapshot, seal, snapshotText, stateKey, unseal } = await import("~/auth/sealed-state.server")
const { STATE_FILE } = await import("~/auth/site-store.server")

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
const SEGURANCA = "http://localhost/painel/seguranca"

/** Logs `email` in through the site's login action from a browser and an address; its cookie. */
async function logIn(email: string, browser: { userAgent: string; address: string }) {
  const response = (await login({
    request: new Request("http://localhost/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": browser.userAgent,
        [CLIENT_ADDRESS_HEADER]: browser.address,
      },
      body: new URLSearchParams({ email, password: TEST_PASSWORD }),
    }),
    params: {},
    context: {},
  })) as Response
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith("sessao="))!
    .split(";")[0]!
}

const pageRequest = (cookie: string) => new Request(SEGURANCA, { headers: { Cookie: cookie } })

/** The sessions the section shows to the browser holding `cookie`. */
async function sessionsSeenBy(cookie: string) {
  const request = pageRequest(cookie)
  return listSessoes(request, await requireUser(request))
}

/** A POST of the section's `fields` from the browser holding `cookie`, through the page's dispatcher. */
async function send(cookie: string, fields: Record<string, string>) {
  const request = new Request(SEGURANCA, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  })
  const formData = await request.clone().formData()
  return (await dispatchIntent(request, await requireUser(request), formData, sessoesIntents)) as Response
}

/** The guard's answer to the browser holding `cookie`: "aberto", or where it is sent. */
const panelFor = (cookie: string) =>
  requireUser(pageRequest(cookie)).then(
    () => "aberto",
    (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("Location") : String(thrown)),
  )

const phone = { userAgent: ANDROID_CHROME, address: "203.0.113.45" }
const computer = { userAgent: WINDOWS_FIREFOX, address: "2001:db8:1234:5678::9" }
const LOGIN = "/login?redirectTo=%2Fpainel%2Fseguranca"

describe("the list of sessions", () => {
  it("names each session's browser, system and network, this browser's first, by a handle", async () => {
    const { email } = await createPerson(db.url, { associado: 1 })
    const onPhone = await logIn(email, phone)
    const onComputer = await logIn(email, computer)
    const seen = await sessionsSeenBy(onComputer)
    expect(seen.map(({ aparelho, rede, atual }) => ({ aparelho, rede, atual }))).toEqual([
      { aparelho: "Firefox em Windows", rede: "Rede 2001:db8:1234::/48", atual: true },
      { aparelho: "Chrome em Android", rede: "Rede 203.0.113.0/24", atual: false },
    ])
    for (const sessao of seen) expect(sessao.ultimaAtividade).toMatch(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)
    // The handle opens nothing: it is not the id the cookie carries.
    const ids = [onPhone, onComputer].map((cookie) => {
      const value = decodeURIComponent(cookie.slice("sessao=".length).split(".")[0]!)
      return JSON.parse(Buffer.from(value, "base64").toString("utf8")) as string
    })
    for (const sessao of seen) expect(ids).not.toContain(sessao.id)
    // The phone sees the same sessions, itself first.
    expect((await sessionsSeenBy(onPhone)).map(({ aparelho, atual }) => [aparelho, atual])).toEqual([
      ["Chrome em Android", true],
      ["Firefox em Windows", false],
    ])
  })

  it("writes the last activity at most once a minute per session", async () => {
    const person = await createPerson(db.url, { associado: 1 })
    const cookie = await logIn(person.email, phone)
    const request = pageRequest(cookie)
    const lastSeen = () => sessionsOf(person.id)[0]!.client!.lastSeen
    const first = lastSeen()
    await touchSession(request, first + 59_000)
    expect(lastSeen()).toBe(first)
    await touchSession(request, first + 61_000)
    expect(lastSeen()).toBe(first + 61_000)
  })
})

describe("ending sessions", () => {
  it("'Encerrar' ends that session, refused at its next request; this one goes on", async () => {
    const { email } = await createPerson(db.url, { associado: 1 })
    const onPhone = await logIn(email, phone)
    const onComputer = await logIn(email, computer)
    expect(await panelFor(onPhone)).toBe("aberto")
    const [, outra] = await sessionsSeenBy(onComputer)
    const answer = await send(onComputer, { intent: "encerrar-sessao", id: outra!.id })
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe("/painel/seguranca#sessoes")
    expect((await toastOf(answer))?.title).toBe("Sessão encerrada")
    expect(await panelFor(onPhone)).toBe(LOGIN)
    expect(await panelFor(onComputer)).toBe("aberto")
    expect((await sessionsSeenBy(onComputer)).map(({ atual }) => atual)).toEqual([true])
  })

  it("'Sair de todos os outros aparelhos' ends every other session and keeps this one", async () => {
    const { email } = await createPerson(db.url, { associado: 1 })
    const others = [await logIn(email, phone), await logIn(email, { ...phone, address: "198.51.100.3" })]
    const here = await logIn(email, computer)
    const answer = await send(here, { intent: "encerrar-outras" })
    expect(answer.status).toBe(303)
    expect((await toastOf(answer))?.title).toBe("Outras sessões encerradas")
    for (const cookie of others) expect(await panelFor(cookie)).toBe(LOGIN)
    expect(await panelFor(here)).toBe("aberto")
    expect(await sessionsSeenBy(here)).toHaveLength(1)
  })

  it("ends nothing of another account, nor an unknown handle", async () => {
    const dono = await createPerson(db.url, { associado: 1 })
    const outro = await createPerson(db.url, { associado: 1 })
    const doDono = await logIn(dono.email, phone)
    const doOutro = await logIn(outro.email, computer)
    const [sessao] = await sessionsSeenBy(doDono)
    const answer = await send(doOutro, { intent: "encerrar-sessao", id: sessao!.id })
    expect(answer.status).toBe(303)
    expect(await panelFor(doDono)).toBe("aberto")
    // Anything but a handle is no request the page sends.
    const refused = (await send(doOutro, { intent: "encerrar-sessao", id: "sessao=abc" })) as unknown as {
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
  })
})

describe("a session stored before sessions kept their browser", () => {
  it("still opens the panel after the deploy and gets its browser and network at that request", async () => {
    const secret = "segredo-do-teste-de-sessoes-antigas"
    const dir = siteDataDir()
    const person = await createPerson(db.url, { associado: 1 })
    const id = "sessao-antiga-de-antes-do-deploy-0001"
    const old = {
      data: {
        user: {
          id: person.id,
          nome: person.nome,
          email: person.email,
          token: await tokenOf(db.url, person.email),
        },
      },
      expiresAt: Date.now() + 3_600_000,
    }
    const file = path.join(dir, STATE_FILE)
    await writeFile(file, seal(snapshotText({ sessions: [[id, old]] }), stateKey(secret)))
    const site = await startSite({
      POCKETBASE_URL: db.url,
      SITE_DATA_DIR: dir,
      TRUST_PROXY: "1",
      SESSION_SECRET: secret,
    })
    const cookie = await createCookie("sessao", { secrets: [secret] }).serialize(id)
    const page = await fetch(`${site.url}/painel`, {
      redirect: "manual",
      headers: {
        Cookie: cookie.split(";")[0]!,
        "User-Agent": WINDOWS_FIREFOX,
        "X-Forwarded-For": "203.0.113.200",
      },
    })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(person.nome)
    const exited = once(site.child, "exit")
    site.child.kill("SIGTERM")
    await exited
    const sessions = new Map(parseSnapshot(unseal(await readFile(file), stateKey(secret))).sessions)
    expect(sessions.get(id)).toMatchObject({
      data: old.data,
      client: { userAgent: WINDOWS_FIREFOX, network: "203.0.113.0/24" },
    })
  })
})
