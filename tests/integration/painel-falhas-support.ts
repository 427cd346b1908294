// Shared by the painel-falhas-*.test.ts files: the built site over HTTP, logged in through its own
// /login form, and the file's PocketBase made to fail at exactly one call. API rules cannot be made
// to refuse here (regras.pb.js writes the table back whenever a collection is saved), so a call is
// refused by PocketBase otherwise: a rate-limit rule of one call on exactly that call (429), a
// required field no record has (every write of the collection is refused with a 400), or a record
// another one requires (its deletion is refused).
import type PocketBase from "pocketbase"
import { expect } from "vitest"
import { startSite } from "./site-server"
import { createPerson, rememberedDevice, TEST_PASSWORD } from "./support"

type Field = { name: string }

/** React's escapes undone and its text separators dropped, so a message is matched as people read it. */
export function readable(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
}

/** A request body sent as is, with its content type. */
export type RawBody = { type: string; body: Uint8Array<ArrayBuffer> }

const isRawBody = (form: Record<string, string> | RawBody): form is RawBody => form.body instanceof Uint8Array

export type Page = { status: number; headers: Headers; html: string }

/** The production site in front of the PocketBase at `pocketbaseUrl`, as a browser without JavaScript uses it. */
export async function panelSite(pocketbaseUrl: string) {
  const site = await startSite({ POCKETBASE_URL: pocketbaseUrl })
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${name}=`))
      ?.split(";")[0]
  const read = async (response: Response): Promise<Page> => ({
    status: response.status,
    headers: response.headers,
    html: readable(await response.text()),
  })
  const get = async (path: string, cookie: string) =>
    read(await fetch(`${site.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" }))
  return {
    /**
     * The session cookie of `email`, logged in through the site's /login form from a browser the
     * account remembers (an account with a second step skips it: rememberedDevice).
     */
    async login(email: string): Promise<string> {
      const response = await fetch(`${site.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: `aparelho=${await rememberedDevice(pocketbaseUrl, email)}` },
        body: new URLSearchParams({ email, password: TEST_PASSWORD }),
      })
      expect(response.status).toBe(303)
      return cookieOf(response, "sessao")!
    },
    get,
    /**
     * A form posted to `path` (its fields, or a body of its own type: a multipart upload); a 303 is
     * followed with its flash message, as a browser does.
     */
    async post(path: string, form: Record<string, string> | RawBody, cookie: string): Promise<Page> {
      const { type, body } = isRawBody(form)
        ? form
        : { type: "application/x-www-form-urlencoded", body: new URLSearchParams(form) }
      const response = await fetch(`${site.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": type },
        body,
      })
      if (response.status !== 303) return read(response)
      const aviso = cookieOf(response, "aviso")
      expect(aviso).toBeDefined()
      return get(response.headers.get("Location")!, `${cookie}; ${aviso}`)
    },
  }
}

/**
 * The president (a member too, so the member's pages open for them) and the treasurer of the
 * PocketBase behind `site`, each logged in through its form: who opens every panel page.
 */
export async function presidentAndTreasurer(pocketbaseUrl: string, site: PanelSite) {
  const presidente = await createPerson(pocketbaseUrl, {
    associado: 1,
    board: [{ cargo: "presidente", tipo: "diretoria" }],
  })
  const financeiro = await createPerson(pocketbaseUrl, {
    board: [{ cargo: "financeiro", tipo: "diretoria" }],
  })
  return {
    presidente,
    financeiro,
    doPresidente: await site.login(presidente.email),
    doFinanceiro: await site.login(financeiro.email),
  }
}

export type PanelSite = Awaited<ReturnType<typeof panelSite>>

/** The page's load-error view: its heading, what failed, and the way to try again, with a 503. */
export function expectLoadError(page: Page, heading: string, loadError: string) {
  expect(page.status).toBe(503)
  expect(page.headers.get("Retry-After")).toBe("30")
  expect(page.html).toContain(`>${heading}</h1>`)
  expect(page.html).toContain(`>${loadError}</h2>`)
  expect(page.html).toContain("Tente novamente mais tarde ou contate o suporte.")
  expect(page.html).toContain(">Tentar novamente</a>")
}

async function setFields(admin: PocketBase, collection: string, change: (fields: Field[]) => Field[]) {
  const { fields } = await admin.collections.getOne<{ fields: Field[] }>(collection)
  await admin.collections.update(collection, { fields: change(fields) })
}

const REQUIRED = "falha_do_teste"

/** Runs `run` while `collection` has a required field no record fills: every create and update fails. */
export async function withWritesRefused<T>(admin: PocketBase, collection: string, run: () => Promise<T>) {
  await setFields(admin, collection, (fields) => [
    ...fields,
    { name: REQUIRED, type: "text", required: true } as Field,
  ])
  try {
    return await run()
  } finally {
    await setFields(admin, collection, (fields) => fields.filter((f) => f.name !== REQUIRED))
  }
}

let blockers = 0
/** Runs `run` while a record of a new collection requires record `id` of `collection`: its deletion fails. */
export async function withDeleteRefused<T>(
  admin: PocketBase,
  collection: string,
  id: string,
  run: () => Promise<T>,
): Promise<T> {
  const { id: collectionId } = await admin.collections.getOne(collection)
  const name = `bloqueio_do_teste_${++blockers}`
  await admin.collections.create({
    name,
    type: "base",
    fields: [{ name: "alvo", type: "relation", collectionId, required: true, cascadeDelete: false }],
  })
  try {
    await admin.collection(name).create({ alvo: id })
    return await run()
  } finally {
    await admin.collections.delete(name)
  }
}

type RateLimits = { enabled: boolean; excludedIPs: string[]; rules: unknown[] }

const SPEND: Record<string, [method: string, suffix: string]> = {
  list: ["GET", ""],
  view: ["GET", "/x"],
  create: ["POST", ""],
  update: ["PATCH", "/x"],
  delete: ["DELETE", "/x"],
}

/** A request under the rate-limit rule `label` ("collection:action" or "METHOD /path"), made as a visitor. */
function spendOne(baseUrl: string, label: string) {
  const route = /^([A-Z]+) (\/.*)$/.exec(label)
  if (route) return fetch(`${baseUrl}${route[2]}`, { method: route[1] })
  const [collection, action] = label.split(":") as [string, string]
  const [method, suffix] = SPEND[action]!
  return fetch(`${baseUrl}/api/collections/${collection}/records${suffix}`, { method })
}

/**
 * Runs `run` while PocketBase refuses (429) the calls under the rate-limit rule `label`
 * ("collection:action", or "METHOD /path" for a route of the hooks): a rule of one call, spent here,
 * from the same address as the site's, so the site's next such call is refused.
 */
export async function withCallRefused<T>(
  admin: PocketBase,
  label: string,
  run: () => Promise<T>,
): Promise<T> {
  const { rateLimits } = await admin.settings.getAll()
  const before = rateLimits as RateLimits
  const rule = { label, maxRequests: 1, duration: 600, audience: "" }
  // Loopback is excluded from the limits as stored: PocketBase only ever sees the site there.
  await admin.settings.update({ rateLimits: { enabled: true, excludedIPs: [], rules: [rule] } })
  try {
    expect((await spendOne(admin.baseURL, label)).status).not.toBe(429)
    expect((await spendOne(admin.baseURL, label)).status).toBe(429)
    return await run()
  } finally {
    await admin.settings.update({ rateLimits: before })
  }
}
