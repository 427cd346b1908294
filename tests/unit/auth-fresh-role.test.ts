// The guard's and the login's decisions on PocketBase's answer to the session check, with the
// PocketBase calls injected (the integration tests cover the real PocketBase): an account that is
// gone ends the session; a check that failed is an error, never a lesser role; the role comes from
// the answer, never from the cookie.
import { beforeEach, describe, expect, it, vi } from "vitest"

const calls = vi.hoisted(() => ({
  verifySession: vi.fn(),
  authWithPassword: vi.fn(),
}))

vi.mock("~/auth/cadastro-geral.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/auth/cadastro-geral.server")>()),
  authWithPassword: calls.authWithPassword,
}))

// A page read with GET asks for the session with the page's data: the same answer, no data.
vi.mock("~/auth/verify-session.server", () => ({
  verifySession: calls.verifySession,
  verifySessionWithPage: async (token: string) => ({
    session: await calls.verifySession(token),
    dados: null,
  }),
}))

const { requireUser } = await import("~/auth/guards.server")
const { authenticator } = await import("~/auth/authenticator.server")
const { sessionStorage } = await import("~/auth/session.server")

/** A token shaped like PocketBase's, valid for a week from now (only its exp claim is read here). */
function token(): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 7 * 86_400 })).toString(
    "base64url",
  )
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.assinatura`
}

/** A cookie as a login before this change wrote it, with a role inside. */
async function oldCookie(role: string): Promise<string> {
  const session = await sessionStorage.getSession()
  session.set("user", {
    id: "abc123",
    nome: "Pessoa",
    email: "pessoa@exemplo.org",
    role,
    token: token(),
  } as never)
  return (await sessionStorage.commitSession(session)).split(";")[0]!
}

const panelRequest = (cookie: string) =>
  new Request("http://localhost/painel", { headers: { Cookie: cookie } })
const fresh = () => ({
  token: token(),
  record: { id: "abc123", nome: "Pessoa", email: "pessoa@exemplo.org" },
})
/** PocketBase's answer to the session check: no board seat, and a member when `activeMember`. */
const verified = (activeMember: boolean) => ({ ...fresh(), seats: [], activeMember })

beforeEach(() => {
  vi.resetAllMocks()
})

describe("the panel guard", () => {
  it("ends the session of an account that is gone", async () => {
    calls.verifySession.mockResolvedValue(null)
    const thrown = await requireUser(panelRequest(await oldCookie("associado"))).catch(
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(303)
    expect((thrown as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/painel")}`,
    )
  })

  it("throws the failure of the check (the error view), never a lesser role", async () => {
    const failure = new Error("PocketBase não respondeu")
    calls.verifySession.mockRejectedValue(failure)
    await expect(requireUser(panelRequest(await oldCookie("presidente")))).rejects.toBe(failure)
  })

  it("takes the role from PocketBase's answer, not from a role left in the cookie", async () => {
    calls.verifySession.mockResolvedValue(verified(false))
    await expect(requireUser(panelRequest(await oldCookie("presidente")))).resolves.toMatchObject({
      role: "geral",
    })
    expect(calls.verifySession).toHaveBeenCalledWith(expect.any(String))
  })
})

describe("the login strategy", () => {
  const loginRequest = () =>
    new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "pessoa@exemplo.org", password: "senha-certa-1" }),
    })

  it("fails the login when the role cannot be read after a right password", async () => {
    calls.authWithPassword.mockResolvedValue(fresh())
    const failure = new Error("PocketBase não respondeu")
    calls.verifySession.mockRejectedValue(failure)
    await expect(authenticator.authenticate("form", loginRequest())).rejects.toBe(failure)
  })

  it("gives back the session user, without a role, when the lookup answers", async () => {
    calls.authWithPassword.mockResolvedValue(fresh())
    calls.verifySession.mockResolvedValue(verified(true))
    const user = await authenticator.authenticate("form", loginRequest())
    expect(user).toMatchObject({ id: "abc123", email: "pessoa@exemplo.org" })
    expect(user).not.toHaveProperty("role")
  })
})
