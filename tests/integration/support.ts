// Keeps each integration file's data its own (vitest only: the browser tests import tests/support).
import PocketBase from "pocketbase"
import { inTerm, type Seat } from "@veteranos/domain/mandatos"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { addDays, storedDate } from "@veteranos/domain/datas"
import { afterAll, expect, inject } from "vitest"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { adminClient, anonymousClient, startTestPocketBase, type TestPocketBase } from "../support/pocketbase"
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

let people = 0
/**
 * A seat for `contaId`, made by the superuser. A president's seat takes the office over as the
 * panel's 'Transferir presidência' does (PocketBase keeps exactly one current president): the
 * current president, if any, stops being one.
 */
export async function createSeat(url: string, contaId: string, seat: { cargo: string; tipo: string }) {
  const admin = await adminClient(url)
  if (seat.cargo === "presidente" && seat.tipo === "diretoria") {
    const seats = await admin.collection("diretoria").getFullList<Seat & { id: string }>({
      filter: 'tipo = "diretoria" && cargo = "presidente"',
    })
    const atual = seats.find((stored) => inTerm(stored, todayInSaoPaulo()))
    if (atual) {
      const { id } = await admin.send<{ id: string }>("/api/associacao/diretoria/transferir-presidencia", {
        method: "POST",
        body: {
          atual: atual.id,
          seen: { fim_mandato: atual.fim_mandato },
          idCadGeral: contaId,
          fim_mandato: storedDate(addDays(todayInSaoPaulo(), 3 * 365)),
        },
      })
      return admin.collection("diretoria").getOne(id)
    }
  }
  return admin.collection("diretoria").create({ idCadGeral: contaId, ...seat })
}

/**
 * A throwaway account (password TEST_PASSWORD), with an associados record and board seats when
 * asked, created by the superuser of the PocketBase at `url`. A president's seat takes the office
 * over from the current president (createSeat).
 */
export async function createPerson(
  url: string,
  extra: {
    associado?: 0 | 1
    board?: Array<{ cargo: string; tipo: "diretoria" | "conselho" | "escolinha" }>
  } = {},
) {
  // Numbered before the first await: people made at once get a name each.
  const number = ++people
  const admin = await adminClient(url)
  const email = uniqueEmail(`pessoa${number}`)
  const nome = `Pessoa ${number}`
  const record = await admin.collection("cadastro_geral").create({
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    nome,
    verified: true,
  })
  const associado =
    extra.associado === undefined
      ? null
      : await admin
          .collection("associados")
          .create({ nome, id_cadastro_geral: record.id, status: extra.associado })
  const seats = []
  for (const seat of extra.board ?? []) {
    seats.push(await createSeat(url, record.id, seat))
  }
  // A seat's holder has set up the e-mailed code, as the panel makes them do before anything else.
  if (seats.length > 0) await admin.collection("cadastro_geral").update(record.id, { segunda_etapa: "email" })
  return {
    id: record.id,
    email,
    nome,
    associadoId: associado?.id ?? null,
    seatIds: seats.map((seat) => seat.id),
  }
}

/** The PocketBase token of `email` (password TEST_PASSWORD), as the site holds it after login. */
export async function tokenOf(url: string, email: string): Promise<string> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  try {
    await pb.collection("cadastro_geral").authWithPassword(email, TEST_PASSWORD)
    return pb.authStore.token
  } catch (error) {
    // A second step is asked (PocketBase's MFA): tests not about it act as the person through the
    // superuser's impersonation (segunda-etapa-api.test.ts logs in with both steps).
    const mfaId = (error as { response?: { mfaId?: string } }).response?.mfaId
    if (!mfaId) throw error
    const admin = await adminClient(url)
    const conta = await admin.collection("cadastro_geral").getFirstListItem(admin.filter("email = {:email}", { email }))
    const impersonated = await admin.collection("cadastro_geral").impersonate(conta.id, 3600)
    return impersonated.authStore.token
  }
}

/**
 * Logs `email` in to the PocketBase at `url` (password TEST_PASSWORD unless given) and answers the
 * account's id; a refused login rejects with PocketBase's answer (LOGIN_REFUSED in tests/support/api.ts).
 */
export async function loginId(url: string, email: string, password: string = TEST_PASSWORD): Promise<string> {
  try {
    const { record } = await anonymousClient(url).collection("cadastro_geral").authWithPassword(email, password)
    return record.id
  } catch (error) {
    // The password was right: PocketBase asks the second step (its MFA) for this account.
    if (!(error as { response?: { mfaId?: string } }).response?.mfaId) throw error
    const admin = await adminClient(url)
    const conta = await admin.collection("cadastro_geral").getFirstListItem(admin.filter("email = {:email}", { email }))
    return conta.id
  }
}

/** A person as tests act for them: their account and their PocketBase token. */
export type Pessoa = { id: string; email: string; nome: string; token: string }

/** createPerson, logged in: the account with its token, to act as that person against PocketBase. */
export async function createPersonWithToken(url: string, extra: Parameters<typeof createPerson>[1] = {}) {
  const person = await createPerson(url, extra)
  return { ...person, token: await tokenOf(url, person.email) } satisfies Pessoa
}

/**
 * Logs `email` in through the site's own login action; answers the session cookie ("sessao=...")
 * a browser would send. Import it after ownPocketBase (the action's modules read the environment).
 */
export async function sessionCookie(email: string, password: string = TEST_PASSWORD): Promise<string> {
  const { action } = await import("~/routes/login")
  const response = (await action({
    request: new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
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
