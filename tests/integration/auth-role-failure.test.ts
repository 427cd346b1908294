// A role PocketBase cannot give is never taken for a lesser one
// (docs/decisions/roles-and-access.md#the-role-is-read-on-every-request): the login is refused with 'try again' and no session, and a panel request fails.
//
// How the lookup fails, honestly: this file's own PocketBase gets a rate limit on the session check
// (/api/associacao/sessao, and the panel pages' question, which read the role) and the limit is
// used up, so PocketBase itself answers it 429, as it would under load, while the password check
// (another endpoint) still succeeds.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminClient, anonymousClient, startTestPocketBase } from "../support/pocketbase"
import { template } from "./support"

const pocketbase = await startTestPocketBase(process.env, template("migrated"))
// Before any app module reads the environment (it is read once).
process.env.POCKETBASE_URL = pocketbase.url
const { action: loginAction } = await import("~/routes/login")
const { loader: painelLoader } = await import("~/routes/painel/route")

afterAll(() => pocketbase.stop())

const SITE = "http://localhost"
const PASSWORD = "senha-do-teste-1"
const EMAIL = "papel.indisponivel@exemplo.org"

function loginRequest() {
  return new Request(`${SITE}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
  })
}

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((value) => value.startsWith("sessao="))

let cookie: string
let cadastroId: string

beforeAll(async () => {
  const admin = await adminClient(pocketbase.url)
  const record = await admin.collection("cadastro_geral").create({
    email: EMAIL,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    nome: "Associado de Teste",
    verified: true,
  })
  cadastroId = record.id
  await admin
    .collection("associados")
    .create({ nome: "Associado de Teste", id_cadastro_geral: record.id, status: 1 })

  // A session from before the failure, for the panel request below.
  const response = (await loginAction({ request: loginRequest(), params: {}, context: {} })) as Response
  expect(response.status).toBe(303)
  cookie = sessionCookieOf(response)!.split(";")[0]!

  const { rateLimits } = await admin.settings.getAll()
  await admin.settings.update({
    rateLimits: {
      ...rateLimits,
      enabled: true,
      // The panel's pages read the role with their data (/api/associacao/painel): limited alike.
      rules: [
        ...rateLimits.rules,
        { label: "/api/associacao/sessao", maxRequests: 1, duration: 3600 },
        { label: "/api/associacao/painel", maxRequests: 1, duration: 3600 },
      ],
      // Loopback (the site's own address) is not limited in use; here it must be.
      excludedIPs: [],
    },
  })
  // Use up the one allowed check of each (the limit counts per client address, before the token is
  // read: the site's address, here as well).
  for (const path of ["/api/associacao/sessao", "/api/associacao/painel"]) {
    const check = () =>
      anonymousClient(pocketbase.url)
        .send(path, { method: "GET" })
        .catch((error: unknown) => error)
    await check()
    expect(await check()).toMatchObject({ status: 429 })
  }
})

describe("the role lookup fails", () => {
  it("refuses the login with the 'try again' message, and sets no session", async () => {
    const result = (await loginAction({ request: loginRequest(), params: {}, context: {} })) as unknown
    expect(result).not.toBeInstanceOf(Response)
    const reply = result as {
      init: { status: number; headers?: HeadersInit } | null
      data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }
    }
    expect(reply.init?.status).toBe(503)
    expect(reply.data.result.error?.[""]).toEqual([
      "Erro ao fazer login",
      "Não foi possível entrar agora. Tente novamente em instantes.",
    ])
    expect(reply.data.result.initialValue?.email).toBe(EMAIL)
    expect(new Headers(reply.init?.headers).get("Set-Cookie")).toBeNull()

    // Nothing recorded as a login either.
    const admin = await adminClient(pocketbase.url)
    const acessos = await admin.collection("acessos").getList(1, 10, { filter: `usuario = "${cadastroId}"` })
    expect(acessos.totalItems).toBe(1) // the login in beforeAll, before the failure
  })

  it("fails a panel request (the error view), without a lesser role", async () => {
    const thrown = await painelLoader({
      request: new Request(`${SITE}/painel`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    }).then(
      (data) => ({ returned: data }),
      (error: unknown) => ({ thrown: error }),
    )
    expect(thrown).not.toHaveProperty("returned")
    const error = (thrown as { thrown: unknown }).thrown
    // Not a redirect or a 403 page: an error, which the panel's boundary shows as 'Algo deu errado'.
    expect(error).not.toBeInstanceOf(Response)
    expect(error).toMatchObject({ status: 429 })
  })
})
