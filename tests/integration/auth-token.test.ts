// Token renewal and expiry with real short-lived tokens: a throwaway PocketBase whose members' tokens
// last 10 seconds (the shortest PocketBase allows), so the clock is real on both sides.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminClient, startTestPocketBase, type TestPocketBase } from "../support/pocketbase"
import { template } from "./support"

const TOKEN_SECONDS = 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let server: TestPocketBase
let app: {
  requireUser: typeof import("~/auth/guards.server").requireUser
  loginAction: typeof import("~/routes/login").action
  sessionStorage: typeof import("~/auth/session.server").sessionStorage
  tokenExpiresAt: typeof import("~/auth/cadastro-geral.server").tokenExpiresAt
}

beforeAll(async () => {
  server = await startTestPocketBase(process.env, template("migrated"))
  // The app reads POCKETBASE_URL once, at its first use: point it at this server before loading it.
  process.env.POCKETBASE_URL = server.url
  app = {
    requireUser: (await import("~/auth/guards.server")).requireUser,
    loginAction: (await import("~/routes/login")).action,
    sessionStorage: (await import("~/auth/session.server")).sessionStorage,
    tokenExpiresAt: (await import("~/auth/cadastro-geral.server")).tokenExpiresAt,
  }
  const admin = await adminClient(server.url)
  await admin.collections.update("cadastro_geral", { authToken: { duration: TOKEN_SECONDS } })
  await admin.collection("cadastro_geral").create({
    email: "curta@exemplo.org",
    password: "senha-curta-123",
    passwordConfirm: "senha-curta-123",
    nome: "Sessão Curta",
    verified: true,
  })
})

afterAll(async () => {
  await server?.stop()
})

const page = (path: string, cookie: string, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers: { Cookie: cookie } })

function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((value) => value.startsWith("sessao="))
  if (!line) throw new Error("no session cookie")
  return line.split(";")[0]!
}

async function tokenOf(cookie: string): Promise<string> {
  return (await app.sessionStorage.getSession(cookie)).get("user")!.token
}

describe("the session's PocketBase token", () => {
  it("is renewed before it expires, and an expired one ends the session", async () => {
    const login = (await app.loginAction({
      request: new Request("http://localhost/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "curta@exemplo.org", password: "senha-curta-123" }),
      }),
      params: {},
      context: {},
    })) as Response
    expect(login.status).toBe(303)
    const cookie = sessionCookie(login)
    const token = await tokenOf(cookie)
    const expiresAt = app.tokenExpiresAt(token)!
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(TOKEN_SECONDS * 1000)

    // A young token: the page opens and the cookie is left alone.
    await expect(app.requireUser(page("/painel", cookie))).resolves.toMatchObject({
      email: "curta@exemplo.org",
    })

    // Past half its life: the page reloads itself once with a renewed token in the cookie.
    await sleep(expiresAt - Date.now() - 3500)
    const thrown = await app.requireUser(page("/painel/reservas", cookie)).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const reload = thrown as Response
    expect(reload.status).toBe(303)
    expect(reload.headers.get("Location")).toBe("/painel/reservas")
    const renewedCookie = sessionCookie(reload)
    const renewedToken = await tokenOf(renewedCookie)
    expect(app.tokenExpiresAt(renewedToken)!).toBeGreaterThan(expiresAt)
    await expect(app.requireUser(page("/painel/reservas", renewedCookie))).resolves.toMatchObject({
      token: expect.any(String),
    })

    // A POST is never redirected (its form would be lost): it goes on with the fresher token.
    const posted = await app.requireUser(page("/painel/reservas", cookie, "POST"))
    expect(app.tokenExpiresAt(posted.token)!).toBeGreaterThan(expiresAt)

    // The renewed token is the session's, on the server: the cookie the browser already holds names
    // the same session and goes on working past the first token's expiry.
    expect(renewedCookie).toBe(cookie)
    await sleep(expiresAt - Date.now() + 500)
    await expect(app.requireUser(page("/painel", cookie))).resolves.toMatchObject({
      email: "curta@exemplo.org",
    })

    // Unused until its token runs out, the session is over.
    const lastToken = await tokenOf(cookie)
    await sleep(app.tokenExpiresAt(lastToken)! - Date.now() + 500)
    const ended = (await app
      .requireUser(page("/painel", cookie))
      .catch((error: unknown) => error)) as Response
    expect(ended.status).toBe(303)
    expect(ended.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/painel")}`)
  })
})
