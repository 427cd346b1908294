// PocketBase's own limit on the members' logins and reset e-mails counts per real visitor: the site
// forwards the visitor's address in its header, PocketBase trusts it (it listens on loopback only),
// and one address past the limit leaves every other one through
// (docs/decisions/accounts-and-sessions.md#login-limit). Against a real PocketBase.
import PocketBase from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { adminClient } from "../support/pocketbase"
import { createPerson, postForm, TEST_PASSWORD, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action: login } = await import("~/routes/login")
const { action: recuperar } = await import("~/routes/recuperar-senha")

/** The rules of migration 1795600010, per address. */
const LOGINS = 40
const RESETS = 10

/** A client calling PocketBase as the site does for a visitor at `address` (none: the machine itself). */
function clientAt(address?: string): PocketBase {
  const pb = new PocketBase(db.url)
  pb.autoCancellation(false)
  if (address) {
    pb.beforeSend = (url, options) => {
      options.headers = { ...options.headers, [CLIENT_ADDRESS_HEADER]: address }
      return { url, options }
    }
  }
  return pb
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 0,
  )

const failedLogin = (address?: string) =>
  statusOf(
    clientAt(address).collection("cadastro_geral").authWithPassword("ninguem@exemplo.org", "errada-123"),
  )

const resetRequest = (address?: string) =>
  statusOf(clientAt(address).collection("cadastro_geral").requestPasswordReset(uniqueEmail("ninguem")))

describe("PocketBase's login limit", () => {
  it("covers the members' logins and reset e-mails, and reads the client from the site's header", async () => {
    const settings = await (await adminClient(db.url)).settings.getAll()
    expect(settings.rateLimits.enabled).toBe(true)
    // Besides these, only the public checks of a card or a receipt (migration 1796800000; their
    // limit is carteirinha-api.test.ts's).
    expect(settings.rateLimits.rules.map((rule: { label: string }) => rule.label)).toEqual([
      "cadastro_geral:auth",
      "cadastro_geral:requestPasswordReset",
      "/api/associacao/verificar/",
    ])
    expect(settings.trustedProxy.headers.map((name: string) => name.toLowerCase())).toEqual([
      CLIENT_ADDRESS_HEADER,
    ])
  })

  it(`answers 429 to the ${LOGINS + 1}st login from one forwarded address, and lets another through`, async () => {
    for (let i = 0; i < LOGINS; i += 1) expect(await failedLogin("203.0.113.10")).toBe(400)
    expect(await failedLogin("203.0.113.10")).toBe(429)
    // Another visitor is judged as usual.
    expect(await failedLogin("203.0.113.11")).toBe(400)
    // The machine itself (the site's own calls, the scripts) is not limited, nor is the superuser.
    expect(await failedLogin()).toBe(400)
    await expect(adminClient(db.url)).resolves.toBeInstanceOf(PocketBase)
  })

  it("is told the visitor's address by the site's login, which answers its refusal as too many tries", async () => {
    const { email } = await createPerson(db.url)
    const client = "203.0.113.20"
    for (let i = 0; i < LOGINS; i += 1) await failedLogin(client)

    const refused = (await login(postForm("/login", { email, password: TEST_PASSWORD }, client))) as {
      init: { status: number } | null
      data: { result: { error?: Record<string, string[]> } }
    }
    expect(refused.init?.status).toBe(429)
    expect(refused.data.result.error?.[""]).toEqual([
      "Erro ao fazer login",
      "Muitas tentativas de login com este e-mail. Aguarde alguns minutos e tente novamente.",
    ])
    const fromElsewhere = (await login(
      postForm("/login", { email, password: TEST_PASSWORD }, "203.0.113.21"),
    )) as Response
    expect(fromElsewhere.status).toBe(303)
  })

  it("counts the reset e-mails the site asks for per visitor, the answer unchanged past it", async () => {
    const client = "203.0.113.30"
    const asked = (await recuperar(
      postForm("/recuperar-senha", { email: uniqueEmail("reset") }, client),
    )) as Response
    expect(asked.status).toBe(303)
    // The site's request counted for its visitor: RESETS - 1 more, then none.
    for (let i = 1; i < RESETS; i += 1) expect(await resetRequest(client)).toBe(200)
    expect(await resetRequest(client)).toBe(429)
    expect(await resetRequest("203.0.113.31")).toBe(200)

    // Past it the site answers as always (it never tells whether an address has an account).
    const past = (await recuperar(
      postForm("/recuperar-senha", { email: uniqueEmail("reset") }, client),
    )) as Response
    expect(past.status).toBe(303)
    expect(past.headers.get("Location")).toBe("/recuperar-senha?enviado=1#conteudo")
  })
})
