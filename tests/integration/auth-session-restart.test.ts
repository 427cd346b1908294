// A restart of the site (its process only; PocketBase keeps running) logs nobody out and forgets no
// login limit: both are kept in the site's sealed state file (app/auth/site-store.server.ts). A
// file the site cannot open is logged and the site starts without it. Over HTTP, against the built
// site and a real PocketBase.
import { readFile, writeFile } from "node:fs/promises"
import { once } from "node:events"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { STATE_FILE } from "~/auth/site-store.server"
import { siteDataDir, startSite } from "./site-server"
import { createPerson, ownPocketBase, TEST_PASSWORD } from "./support"

const db = await ownPocketBase()

type Site = Awaited<ReturnType<typeof startSite>>

/** A site on the state folder `dir`, as behind one proxy, so each request names its client. */
const siteOn = (dir: string) => startSite({ POCKETBASE_URL: db.url, SITE_DATA_DIR: dir, TRUST_PROXY: "1" })

/** Stops the site as the start script does (SIGTERM) and waits for its process to end. */
async function stop(site: Site) {
  const exited = once(site.child, "exit")
  site.child.kill("SIGTERM")
  await exited
}

const login = (site: Site, email: string, password: string, client: string) =>
  fetch(`${site.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": client },
    body: new URLSearchParams({ email, password }),
  })

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith("sessao="))!
    .split(";")[0]!

const painel = (site: Site, cookie: string) =>
  fetch(`${site.url}/painel`, { redirect: "manual", headers: { Cookie: cookie } })

describe("a restart of the site", () => {
  it("keeps every session and every login limit", async () => {
    const dir = siteDataDir()
    const member = await createPerson(db.url)
    const target = await createPerson(db.url)
    const first = await siteOn(dir)
    const logged = await login(first, member.email, TEST_PASSWORD, "203.0.113.1")
    expect(logged.status).toBe(303)
    const cookie = sessionOf(logged)
    expect((await painel(first, cookie)).status).toBe(200)
    for (let i = 0; i < 5; i += 1) {
      expect((await login(first, target.email, "errada-123", "203.0.113.2")).status).toBe(400)
    }
    expect((await login(first, target.email, TEST_PASSWORD, "203.0.113.2")).status).toBe(429)
    await stop(first)

    const second = await siteOn(dir)
    const page = await painel(second, cookie)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(member.nome)
    // The limit still holds for that address, and still only for it.
    expect((await login(second, target.email, TEST_PASSWORD, "203.0.113.2")).status).toBe(429)
    expect((await login(second, target.email, TEST_PASSWORD, "203.0.113.3")).status).toBe(303)

    // Nothing of the session is readable in the file: the PocketBase token is sealed.
    const stored = await readFile(path.join(dir, STATE_FILE))
    expect(stored.toString("latin1")).not.toContain(member.email)
    expect(stored.toString("latin1")).not.toContain("eyJ")
    await stop(second)
  })

  it("starts without a state file it cannot open, logs it, and works on", async () => {
    const dir = siteDataDir()
    const member = await createPerson(db.url)
    const first = await siteOn(dir)
    const cookie = sessionOf(await login(first, member.email, TEST_PASSWORD, "203.0.113.4"))
    await stop(first)

    const file = path.join(dir, STATE_FILE)
    const damages = {
      "a byte changed behind the site's back": async () => {
        const bytes = await readFile(file)
        bytes[bytes.length - 1]! ^= 1
        await writeFile(file, bytes)
      },
      "no state file at all": () => writeFile(file, "não é um estado"),
    }
    let cookieAfter = ""
    for (const [what, damage] of Object.entries(damages)) {
      await damage()
      const site = await siteOn(dir)
      let errors = ""
      site.child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()))
      // The old session is gone (members log in again); the site answers and logs in afresh.
      const old = await painel(site, cookie)
      expect(old.status).toBe(303)
      expect(old.headers.get("Location")).toMatch(/^\/login/)
      const again = await login(site, member.email, TEST_PASSWORD, "203.0.113.4")
      expect(again.status).toBe(303)
      cookieAfter = sessionOf(again)
      expect((await painel(site, cookieAfter)).status).toBe(200)
      expect(errors, what).toContain("Estado do site recusado")
      await stop(site)
    }
    // What it wrote after is a state file again: the next start opens it, with the new session.
    const last = await siteOn(dir)
    expect((await painel(last, cookieAfter)).status).toBe(200)
    await stop(last)
  })
})
