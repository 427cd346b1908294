// Logging in through the site's login action against a real PocketBase: each demo account gets its
// role and the welcome message, the roles without a demo account too, every login is stored, the
// return page stays on this site, a new session starts each time, and wrong passwords, unknown
// e-mails, repeated failures and invalid forms are refused.
import { describe, expect, it, vi } from "vitest"
import { listRecentAcessos } from "~/auth/acessos.server"
import { action as loginAction } from "~/routes/login"
import { DEMO_ACCOUNTS, DEMO_ACESSO, DEMO_PASSWORD, type DemoLogin } from "../support/accounts"
import {
  accountsIn,
  cookieFrom,
  loginRequest,
  logIn,
  roleOf,
  sessionUserOf,
  type DataResult,
} from "./auth-session-support"
import { rememberedDevice } from "./support"

// A database of its own: the accounts and board records it adds are seen by no other file.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase({ demo: true })))
const createAccount = accountsIn(db.url)

describe("login against the real PocketBase", () => {
  for (const [login, { email }] of Object.entries(DEMO_ACCOUNTS) as Array<[DemoLogin, { email: string }]>) {
    // The school's logins have no role of their own: their seat or children are told beside it.
    const role = DEMO_ACESSO[login].role
    it(`logs ${email} in as ${login}, to /painel, with the welcome message`, async () => {
      const { response, user, cookie } = await logIn(email, DEMO_PASSWORD)
      expect(response.status).toBe(303)
      expect(response.headers.get("Location")).toBe("/painel#conteudo")
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
    expect((ok as Response).headers.get("Location")).toBe("/painel/reservas#conteudo")
    const outside = await loginAction({
      request: loginRequest({
        email: DEMO_ACCOUNTS.associado.email,
        password: DEMO_PASSWORD,
        redirectTo: "//exemplo.com/x",
      }),
      params: {},
      context: {},
    })
    expect((outside as Response).headers.get("Location")).toBe("/painel#conteudo")
  })

  it("starts a new session at login, whatever cookie the visitor brought", async () => {
    const first = await logIn(DEMO_ACCOUNTS.associado.email, DEMO_PASSWORD)
    // The board member's browser is remembered: the login ends at the password.
    const aparelho = await rememberedDevice(db.url, DEMO_ACCOUNTS.diretoria.email)
    const response = (await loginAction({
      request: loginRequest(
        { email: DEMO_ACCOUNTS.diretoria.email, password: DEMO_PASSWORD },
        `${first.cookie}; aparelho=${aparelho}`,
      ),
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
      // The summary's title, then the words the visitor reads under it.
      expect(answer.data.result.error?.[""]).toEqual(["Erro ao fazer login", "E-mail ou senha incorretos."])
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
    expect(blocked.data.result.error?.[""]).toEqual([
      "Erro ao fazer login",
      "Muitas tentativas de login com este e-mail. Aguarde alguns minutos e tente novamente.",
    ])
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
