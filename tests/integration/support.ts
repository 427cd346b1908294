// Keeps each integration file's data its own (vitest only: the browser tests import tests/support).
import { randomBytes } from "node:crypto"
import { afterAll, expect, inject } from "vitest"
import { foldEmail } from "@veteranos/domain/contas"
import { hashSecret } from "@veteranos/domain/seguranca"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { adminClient, startTestPocketBase, type TestPocketBase } from "../support/pocketbase"
import { startMailServer, type ReceivedMail } from "../support/smtp"
import type { Templates } from "./global-setup"

/**
 * Gives the calling test file a PocketBase of its own (real migrations; empty, or with the demo
 * data), stopped after the file, and points the app's models at it, so what the file stores and
 * counts is nobody else's. The app reads POCKETBASE_URL once, when its modules load, so start it
 * before they are imported:
 *
 *     const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
 *
 * Files that only read the demo data share the run's database (inject("pocketbaseUrl")).
 */
export async function ownPocketBase({ demo = false }: { demo?: boolean } = {}): Promise<TestPocketBase> {
  const server = await startTestPocketBase(process.env, template(demo ? "demo" : "migrated"))
  afterAll(() => server.stop())
  process.env.POCKETBASE_URL = server.url
  return server
}

/**
 * The run's data folder a test PocketBase starts from a copy of (global-setup.ts): every migration
 * applied, and the demo data in `demo`.
 */
export const template = (name: keyof Templates) => inject("templates")[name]

/** A form POST to the site from one client (the site keys its per-client limit on the address its server vouches for). */
export function postForm(path: string, fields: Record<string, string>, client: string) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: client },
    body: new URLSearchParams(fields),
  })
  return { request, params: {}, context: {} }
}

/** A refused form's answer: its status and conform's reply (messages and the typed values). */
export type FormReply = {
  init: { status: number } | null
  data: { result: { initialValue: Record<string, string>; error?: Record<string, string[] | null> } }
}

/** Post/Redirect/Get: 303 to `location`, with the flash message for the next page. */
export function expectSuccess(response: unknown, location: string) {
  expect(response).toBeInstanceOf(Response)
  const r = response as Response
  expect(r.status).toBe(303)
  expect(r.headers.get("Location")).toBe(location)
  expect(r.headers.get("Set-Cookie")).toMatch(/^aviso=/)
}

let clients = 0
/** A distinct client per test (its address), so the limit of one test never touches another. */
export const newClient = () => `198.51.100.${++clients}`

/** A unique e-mail per test, so no test counts another's records. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemplo.org`

/** How many records of `collection` carry `email`, read as the superuser of the PocketBase at `url`. */
export async function countWithEmail(url: string, collection: string, email: string): Promise<number> {
  const admin = await adminClient(url)
  const page = await admin
    .collection(collection)
    .getList(1, 1, { filter: admin.filter("email = {:email}", { email }) })
  return page.totalItems
}

/**
 * Points the PocketBase at `url` to a loopback SMTP server of the test file's own (stopped after
 * the file) and gives what it receives. PocketBase is the one that sends, as in production.
 */
export async function ownMailServer(url: string) {
  const received: ReceivedMail[] = []
  const server = await startMailServer((mail) => {
    received.push(mail)
  })
  afterAll(() => server.close())
  const admin = await adminClient(url)
  await admin.settings.update({
    meta: { senderAddress: "contato@exemplo.org", senderName: "Associação dos Veteranos" },
    smtp: { enabled: true, host: "127.0.0.1", port: server.port, tls: false },
  })
  return {
    /** The messages to `address` received so far. */
    to: (address: string) =>
      received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
  }
}

export const TEST_PASSWORD = "senha-do-teste-1"

export {
  createSeat,
  createPerson,
  tokenOf,
  loginId,
  createPersonWithToken,
  type Pessoa,
} from "./support-pessoas"

/**
 * A browser remembered for `email`'s account, made by the superuser of the PocketBase at `url` as
 * 'Lembrar este aparelho por 30 dias' makes one: its token, the `aparelho` cookie's value. A login
 * that sends it skips the second step (docs/decisions/two-step-login.md#remembered-browsers).
 */
export async function rememberedDevice(url: string, email: string): Promise<string> {
  const admin = await adminClient(url)
  const conta = await admin
    .collection("cadastro_geral")
    .getFirstListItem(admin.filter("email = {:email}", { email: foldEmail(email) }))
  const token = randomBytes(24).toString("hex")
  await admin.collection("aparelhos_lembrados").create({
    conta: conta.id,
    hash: hashSecret(token),
    expira_em: new Date(Date.now() + 86_400_000).toISOString(),
  })
  return token
}

/**
 * Logs `email` in through the site's own login action; answers the session cookie ("sessao=...")
 * a browser would send. An account with a second step logs in from a browser it remembers
 * (rememberedDevice, in the file's PocketBase): the second page has its own tests
 * (segunda-etapa-login.test.ts). Import it after ownPocketBase (the action's modules read the
 * environment).
 */
export async function sessionCookie(email: string, password: string = TEST_PASSWORD): Promise<string> {
  const { action } = await import("~/routes/login")
  const aparelho = await rememberedDevice(process.env.POCKETBASE_URL!, email)
  const response = (await action({
    request: new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `aparelho=${aparelho}` },
      body: new URLSearchParams({ email, password }),
    }),
    params: {},
    context: {},
  })) as Response
  expect(response.status).toBe(303)
  const line = response.headers.getSetCookie().find((value) => value.startsWith("sessao="))
  expect(line).toBeDefined()
  return line!.split(";")[0]!
}

/** The flash message a 303 carries, as the next page reads it. */
export async function toastOf(response: Response) {
  // Imported here: the site's modules read their settings when first loaded, after ownPocketBase().
  const { getToast } = await import("~/http/toast.server")
  const aviso = response.headers.getSetCookie().find((line) => line.startsWith("aviso="))
  expect(aviso).toBeDefined()
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: aviso!.split(";")[0]! } }),
  )
  return toast
}

/**
 * A route's loader or action arguments for `path` from the browser holding `cookie` (none: a
 * visitor): a GET, or a POST of `form`.
 */
export function routeArgs(path: string, cookie?: string, form?: Record<string, string>) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded"
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
  })
  return { request, params: {}, context: {} }
}
