// The server's page cache (server/page-cache.mjs) over real HTTP: a visitor's content page is
// served again without rendering for a few seconds, a change made in the panel empties it at once,
// and a logged-in person is never served a kept page.
import { expect, it } from "vitest"
import { validContato } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createPerson, ownPocketBase, startSite, TEST_PASSWORD } from "./support"

const db = await ownPocketBase()
const site = await startSite({ POCKETBASE_URL: db.url, PAGE_CACHE_SECONDS: "60" })
const admin = await adminClient(db.url)

const newEvent = (titulo: string) =>
  admin.collection("eventos").create({ titulo, data_evento: "2099-06-01 22:00:00.000Z" })
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  })
const eventos = async (cookie = "visita=1") =>
  (await fetch(`${site.url}/eventos`, { headers: { Cookie: cookie } })).text()

it("keeps a visitor's page until the panel changes something, and never serves it to someone logged in", async () => {
  await newEvent("Festa Junina Guardada")
  expect(await eventos()).toContain("Festa Junina Guardada")

  // Made behind the site's back: the kept page does not know it yet.
  await newEvent("Bingo Depois do Cache")
  expect(await eventos()).not.toContain("Bingo Depois do Cache")
  // Someone logged in gets the page rendered for them.
  expect(await eventos("visita=1; sessao=qualquer")).toContain("Bingo Depois do Cache")

  // A visitor's message changes nothing the page shows: it stays kept.
  const message = await post("/contato", validContato("cache@exemplo.org"))
  expect(message.status).toBe(303)
  expect(await eventos()).not.toContain("Bingo Depois do Cache")

  // A change in the panel empties the cache: the board sees its event on the public page at once.
  const diretor = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
  const login = await post("/login", { email: diretor.email, password: TEST_PASSWORD })
  const session = login.headers
    .getSetCookie()
    .find((line) => line.startsWith("sessao="))!
    .split(";")[0]!
  const created = await post(
    "/painel/eventos",
    { intent: "novo", titulo: "Torneio do Painel", data: "2099-07-01", hora: "15:00", capacidade: "0" },
    session,
  )
  expect(created.status).toBe(303)
  const page = await eventos()
  expect(page).toContain("Torneio do Painel")
  expect(page).toContain("Bingo Depois do Cache")
})

it("serves a kept page compressed as each browser accepts, the same page once decoded", async () => {
  const page = (encoding: string) =>
    fetch(`${site.url}/documentos`, { headers: { Cookie: "visita=1", "Accept-Encoding": encoding } })
  const first = await (await page("identity")).text()
  for (const encoding of ["br", "gzip", "identity"]) {
    const response = await page(encoding)
    expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding)
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i)
    expect(await response.text()).toBe(first)
  }
})

it("serves a visitor's form page again with a new nonce each time, the same in its policy and its scripts", async () => {
  const nonces = new Set<string>()
  const pages = new Set<string>()
  for (let n = 0; n < 3; n++) {
    const response = await fetch(`${site.url}/contato`, { headers: { Cookie: "visita=1" } })
    expect(response.headers.get("cache-control")).toBe("private, no-store")
    expect(response.headers.has("x-reuse-with-new-nonce")).toBe(false)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))
    expect([...inPage]).toEqual([nonce])
    nonces.add(nonce!)
    pages.add(html.replaceAll(nonce!, ""))
  }
  expect(nonces.size).toBe(3)
  // The same page otherwise.
  expect(pages.size).toBe(1)
})
