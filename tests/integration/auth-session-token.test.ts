// The session against PocketBase's token: a valid session gets in and only to its role's pages, and
// it ends (cookie dropped, back to the login) when the token expires, when PocketBase no longer
// accepts it (password changed) and when the account is removed.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { tokenExpiresAt } from "~/auth/cadastro-geral.server"
import { requirePanelAccess, requireUser } from "~/auth/guards.server"
import type { SessionUser } from "~/auth/session.server"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { accountsIn, logIn, SITE } from "./auth-session-support"

// A database of its own: the accounts and board records it adds are seen by no other file.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase({ demo: true })))
const createAccount = accountsIn(db.url)

afterEach(() => {
  vi.useRealTimers()
})

describe("the session and PocketBase's token", () => {
  const page = (path: string, cookie: string, method = "GET") =>
    new Request(`${SITE}${path}`, { method, headers: { Cookie: cookie } })

  let associado: { cookie: string; user: SessionUser }
  beforeAll(async () => {
    const { cookie, user } = await logIn(DEMO_ACCOUNTS.associado.email, DEMO_PASSWORD)
    associado = { cookie, user }
  })

  it("lets a valid session in and leaves the cookie alone while the token is young", async () => {
    const user = await requireUser(page("/painel", associado.cookie))
    expect(user).toMatchObject({ id: associado.user.id, role: "associado" })
  })

  it("answers 403 to a page outside the role, and lets the role's pages in", async () => {
    await expect(
      requirePanelAccess(page("/painel/reservas", associado.cookie), "reservas"),
    ).resolves.toMatchObject({
      role: "associado",
    })
    const refused = await requirePanelAccess(
      page("/painel/solicitacoes", associado.cookie),
      "solicitacoes",
    ).catch((thrown: unknown) => thrown)
    expect((refused as Response).status).toBe(403)
  })

  it("ends an expired session: the cookie is dropped and the user goes to log in again", async () => {
    const expiresAt = tokenExpiresAt(associado.user.token)!
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(expiresAt + 1000)
    const thrown = await requireUser(page("/painel/mensalidades", associado.cookie)).catch(
      (error: unknown) => error,
    )
    const response = thrown as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/painel/mensalidades")}`,
    )
    const dropped = response.headers.getSetCookie().find((value) => value.startsWith("sessao="))
    expect(dropped).toMatch(/Expires=Thu, 01 Jan 1970/)
  })

  it("ends the session when PocketBase no longer accepts the token (password changed)", async () => {
    const account = await createAccount({ associado: 1 })
    const { cookie } = await logIn(account.email, account.password)
    await expect(requireUser(page("/painel", cookie))).resolves.toMatchObject({ email: account.email })

    // Changing the password changes the account's token key: every token issued before is void.
    await account.admin
      .collection("cadastro_geral")
      .update(account.id, { password: "outra-senha-123", passwordConfirm: "outra-senha-123" })

    const thrown = await requireUser(page("/painel", cookie)).catch((error: unknown) => error)
    const response = thrown as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/painel")}`)
    expect(response.headers.getSetCookie().some((value) => value.startsWith("sessao=;"))).toBe(true)
  })

  it("ends the session of a removed account", async () => {
    const account = await createAccount()
    const { cookie } = await logIn(account.email, account.password)
    await account.admin.collection("cadastro_geral").delete(account.id)
    const thrown = await requireUser(page("/painel", cookie, "POST")).catch((error: unknown) => error)
    expect((thrown as Response).status).toBe(303)
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/)
  })
})
