// The server's page cache (server/page-cache.mjs) over real HTTP: a visitor's content page is
// served again without rendering for a few seconds, a change made in the panel empties it at once,
// and a logged-in person is never served a kept page.
import { createHash } from "node:crypto"
import { chromium } from "@playwright/test"
import { expect, it } from "vitest"
import { systemChromium } from "../../scripts/browser.mjs"
import { validContato } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { startSite } from "./site-server"
import { createPerson, ownPocketBase, rememberedDevice, TEST_PASSWORD } from "./support"

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

it("keeps a page opened cold from a shared link: no cookie at all, and it sets none", async () => {
  // Only the home page begins a visit (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript).
  await newEvent("Festa Aberta por Link")
  const cold = () => fetch(`${site.url}/eventos`)
  const first = await cold()
  expect(first.headers.get("set-cookie")).toBeNull()
  expect(await first.text()).toContain("Festa Aberta por Link")
  // Made behind the site's back: the next cold visitor gets the kept page.
  await newEvent("Bingo Depois do Link")
  expect(await (await cold()).text()).not.toContain("Bingo Depois do Link")
})

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
  // From a browser the board member remembered: the password alone logs them in (rememberedDevice).
  const aparelho = `aparelho=${await rememberedDevice(db.url, diretor.email)}`
  const login = await post("/login", { email: diretor.email, password: TEST_PASSWORD }, aparelho)
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

it("never keeps a login's second page: it is one person's, and without their cookie it is no page", async () => {
  const diretor = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
  const login = await post("/login", { email: diretor.email, password: TEST_PASSWORD })
  expect(login.headers.get("location")).toBe("/login/segunda-etapa#conteudo")
  const entrada = login.headers
    .getSetCookie()
    .find((line) => line.startsWith("entrada="))!
    .split(";")[0]!
  const secondPage = (cookie: string) =>
    fetch(`${site.url}/login/segunda-etapa`, { headers: { Cookie: cookie }, redirect: "manual" })
  for (let visit = 0; visit < 2; visit += 1) {
    const page = await secondPage(`visita=1; ${entrada}`)
    expect(page.status).toBe(200)
    expect(page.headers.get("cache-control")).toBe("private, no-store")
    expect(await page.text()).toContain("Enviamos um código de 6 dígitos para o seu e-mail.")
  }
  const stranger = await secondPage("visita=1")
  expect(stranger.headers.get("location")).toBe("/login")
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

it("serves a visitor's form page again as it was, its inline scripts allowed by their hashes, no nonce", async () => {
  const page = async () => {
    const response = await fetch(`${site.url}/contato`, { headers: { Cookie: "visita=1" } })
    expect(response.headers.get("cache-control")).toBe("private, no-store")
    expect(response.headers.has("x-scripts-nonce")).toBe(false)
    return { policy: response.headers.get("content-security-policy") ?? "", html: await response.text() }
  }
  // The render: its scripts allowed by its nonce.
  const rendered = await page()
  const nonce = /'nonce-([^']+)'/.exec(rendered.policy)?.[1]
  expect(nonce).toBeTruthy()

  const kept = await page()
  expect(await page()).toEqual(kept)
  expect(kept.html).toBe(rendered.html.replaceAll(` nonce="${nonce}"`, ""))
  // No nonce, in the policy or the page; every inline script, and nothing else, by its hash.
  expect(kept.policy).not.toContain("nonce")
  expect(kept.html).not.toContain("nonce=")
  const inline = [...kept.html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash("sha256").update(text!).digest("base64")}'`,
  )
  expect(inline.length).toBeGreaterThan(3)
  const scriptSrc = /script-src ([^;]+)/.exec(kept.policy)![1]!.split(" ")
  expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...inline]))
})

it("a kept form page hydrates in a browser under its hash policy, with nothing refused", async () => {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: ["--no-sandbox"] })
  try {
    const context = await browser.newContext()
    await context.addCookies([{ name: "visita", value: "1", url: site.url }])
    const policies = []
    // The first visit renders the page; the second gets the kept copy.
    for (let visit = 0; visit < 2; visit++) {
      const page = await context.newPage()
      const problems: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text())
      })
      page.on("pageerror", (error) => problems.push(error.message))
      const response = await page.goto(`${site.url}/associar`)
      policies.push(response!.headers()["content-security-policy"] ?? "")
      // Hydrated: the scripts ran under the policy, and React committed the page.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      expect(problems).toEqual([])
      await page.close()
    }
    expect(policies[0]).toContain("'nonce-")
    expect(policies[1]).toContain("'sha256-")
    expect(policies[1]).not.toContain("nonce")
  } finally {
    await browser.close()
  }
})
