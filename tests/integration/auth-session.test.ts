import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { listRecentAcessos } from "~/auth/acessos.server"
import { tokenExpiresAt } from "~/auth/cadastro-geral.server"
import { action as loginAction } from "~/routes/login"
import { requirePanelAccess, requireUser } from "~/auth/guards.server"
import { sessionStorage, type SessionUser } from "~/auth/session.server"
import type { Role } from "~/auth/permissions"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { adminClient } from "../support/pocketbase"

// A database of its own: the accounts and board records it adds are seen by no other file.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase({ demo: true })))

const SITE = "http://localhost"

function loginRequest(fields: Record<string, string>, cookie?: string) {
  return new Request(`${SITE}/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

/** The value of one cookie from a response's Set-Cookie headers, ready for a Cookie header. */
function cookieFrom(response: Response, name: string): string | null {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`))
  return line ? line.split(";")[0]! : null
}

async function sessionUserOf(cookie: string): Promise<SessionUser | undefined> {
  return (await sessionStorage.getSession(cookie)).get("user")
}

/** The role the panel gives the session now (read from PocketBase, never from the cookie). */
async function roleOf(cookie: string): Promise<Role> {
  const request = new Request(`${SITE}/painel`, { headers: { Cookie: cookie } })
  return (await requireUser(request)).role
}

/** Logs in through the real login action; answers the session cookie and the stored user. */
async function logIn(email: string, password: string) {
  const response = await loginAction({ request: loginRequest({ email, password }), params: {}, context: {} })
  expect(response).toBeInstanceOf(Response)
  const cookie = cookieFrom(response as Response, "sessao")
  expect(cookie).not.toBeNull()
  const user = await sessionUserOf(cookie!)
  return { response: response as Response, cookie: cookie!, user: user! }
}

type DataResult = { init: { status: number } | null; data: { result: { error?: Record<string, string[]> } } }

let accountCounter = 0
/** A throwaway account nobody else logs in with (the demo accounts' passwords never change). */
async function createAccount(extra: { associado?: 0 | 1; conselho?: boolean } = {}) {
  const admin = await adminClient(db.url)
  accountCounter += 1
  const email = `sessao.teste.${Date.now()}.${accountCounter}@exemplo.org`
  const password = "senha-do-teste-1"
  const record = await admin.collection("cadastro_geral").create({
    email,
    password,
    passwordConfirm: password,
    nome: "Pessoa de Teste",
    verified: true,
  })
  if (extra.associado !== undefined) {
    await admin
      .collection("associados")
      .create({ nome: "Pessoa de Teste", id_cadastro_geral: record.id, status: extra.associado })
  }
  if (extra.conselho) {
    await admin
      .collection("diretoria")
      .create({ idCadGeral: record.id, cargo: "conselheiro", tipo: "conselho" })
  }
  return { admin, id: record.id, email, password }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("login against the real PocketBase", () => {
  for (const [role, { email }] of Object.entries(DEMO_ACCOUNTS)) {
    it(`logs ${email} in as ${role}, to /painel, with the welcome message`, async () => {
      const { response, user, cookie } = await logIn(email, DEMO_PASSWORD)
      expect(response.status).toBe(303)
      expect(response.headers.get("Location")).toBe("/painel")
      expect(user).toMatchObject({ email })
      expect(await roleOf(cookie)).toBe(role)
      expect(user.nome).toMatch(/\S/)
      expect(user.token).toMatch(/\S/)
      const toast = cookieFrom(response, "aviso")
      expect(toast).not.toBeNull()
    })
  }

  it("stores each login, shown as the user's recent activity", async () => {
    const account = await createAccount({ associado: 1 })
    await logIn(account.email, account.password)
    const { user } = await logIn(account.email, account.password)
    const acessos = await listRecentAcessos(user.id, user.token, 5)
    expect(acessos).toHaveLength(2)
    expect(acessos.map((acesso) => acesso.descricao)).toEqual(["Login realizado", "Login realizado"])
  })

  it("gives the roles that have no demo account: conselho member, inactive member, nobody", async () => {
    const conselheiro = await createAccount({ associado: 1, conselho: true })
    expect(await roleOf((await logIn(conselheiro.email, conselheiro.password)).cookie)).toBe("associado")
    const inativo = await createAccount({ associado: 0 })
    expect(await roleOf((await logIn(inativo.email, inativo.password)).cookie)).toBe("geral")
    const semCadastro = await createAccount()
    expect(await roleOf((await logIn(semCadastro.email, semCadastro.password)).cookie)).toBe("geral")
  })

  it("goes back to the remembered page, and only to a page of this site", async () => {
    const ok = await loginAction({
      request: loginRequest({
        email: DEMO_ACCOUNTS.associado.email,
        password: DEMO_PASSWORD,
        redirectTo: "/painel/reservas",
      }),
      params: {},
      context: {},
    })
    expect((ok as Response).headers.get("Location")).toBe("/painel/reservas")
    const outside = await loginAction({
      request: loginRequest({
        email: DEMO_ACCOUNTS.associado.email,
        password: DEMO_PASSWORD,
        redirectTo: "//exemplo.com/x",
      }),
      params: {},
      context: {},
    })
    expect((outside as Response).headers.get("Location")).toBe("/painel")
  })

  it("starts a new session at login, whatever cookie the visitor brought", async () => {
    const first = await logIn(DEMO_ACCOUNTS.associado.email, DEMO_PASSWORD)
    const response = (await loginAction({
      request: loginRequest({ email: DEMO_ACCOUNTS.diretoria.email, password: DEMO_PASSWORD }, first.cookie),
      params: {},
      context: {},
    })) as Response
    const cookie = cookieFrom(response, "sessao")!
    expect(cookie).not.toBe(first.cookie)
    expect((await sessionUserOf(cookie))?.email).toBe("diretoria@exemplo.org")
  })

  it("refuses a wrong password and an unknown e-mail with the same words, keeping the e-mail", async () => {
    const answers = await Promise.all(
      [
        { email: DEMO_ACCOUNTS.presidente.email, password: "senha-errada" },
        { email: "ninguem.aqui@exemplo.org", password: "senha-errada" },
      ].map(async (fields) => {
        const result = (await loginAction({
          request: loginRequest(fields),
          params: {},
          context: {},
        })) as unknown
        expect(result).not.toBeInstanceOf(Response)
        return result as DataResult & { data: { result: { initialValue?: Record<string, unknown> } } }
      }),
    )
    for (const answer of answers) {
      expect(answer.init?.status).toBe(400)
      expect(answer.data.result.error?.[""]).toEqual(["E-mail ou senha incorretos."])
      // The password never travels back to the page.
      expect(answer.data.result.initialValue?.password).toBeUndefined()
    }
    expect(answers[0]!.data.result.initialValue?.email).toBe(DEMO_ACCOUNTS.presidente.email)
    expect(answers[1]!.data.result.initialValue?.email).toBe("ninguem.aqui@exemplo.org")
  })

  it("stops trying an e-mail after repeated failures, even with the right password", async () => {
    const account = await createAccount({ associado: 1 })
    for (let i = 0; i < 5; i += 1) {
      const result = (await loginAction({
        request: loginRequest({ email: account.email, password: "senha-errada" }),
        params: {},
        context: {},
      })) as unknown as DataResult
      expect(result.init?.status).toBe(400)
    }
    const blocked = (await loginAction({
      request: loginRequest({ email: account.email, password: account.password }),
      params: {},
      context: {},
    })) as unknown as DataResult
    expect(blocked.init?.status).toBe(429)
    expect(blocked.data.result.error?.[""]?.[0]).toMatch(/Muitas tentativas/)
  })

  it("validates the form before asking PocketBase", async () => {
    const result = (await loginAction({
      request: loginRequest({ email: "nao-e-email", password: "" }),
      params: {},
      context: {},
    })) as unknown as DataResult
    expect(result.init?.status).toBe(400)
    expect(result.data.result.error).toMatchObject({
      email: ["E-mail inválido"],
      password: ["Senha é obrigatória"],
    })
  })
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
    await expect(requirePanelAccess(page("/painel/reservas", associado.cookie), "reservas")).resolves.toMatchObject({
      role: "associado",
    })
    const refused = await requirePanelAccess(page("/painel/solicitacoes", associado.cookie), "solicitacoes").catch(
      (thrown: unknown) => thrown,
    )
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
