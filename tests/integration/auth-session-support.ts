// What the session tests (tests/integration/auth-session-*.test.ts) share: logging in through the
// real login action, reading the session cookie, and throwaway accounts. Each file has its own
// PocketBase with the demo data, started by vi.hoisted before this module and the app's load (they
// read POCKETBASE_URL once).
import { expect } from "vitest"
import { action as loginAction } from "~/routes/login"
import { requireUser } from "~/auth/guards.server"
import { sessionStorage, type SessionUser } from "~/auth/session.server"
import type { Role } from "~/auth/permissions"
import { adminClient } from "../support/pocketbase"
import { rememberedDevice } from "./support"

export const SITE = "http://localhost"

export function loginRequest(fields: Record<string, string>, cookie?: string) {
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
export function cookieFrom(response: Response, name: string): string | null {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`))
  return line ? line.split(";")[0]! : null
}

export async function sessionUserOf(cookie: string): Promise<SessionUser | undefined> {
  return (await sessionStorage.getSession(cookie)).get("user")
}

/** The role the panel gives the session now (read from PocketBase, never from the cookie). */
export async function roleOf(cookie: string): Promise<Role> {
  const request = new Request(`${SITE}/painel`, { headers: { Cookie: cookie } })
  return (await requireUser(request)).role
}

/**
 * Logs in through the real login action, from a browser the account remembers (an account with a
 * second step skips it: segunda-etapa-login.test.ts covers the second page); answers the session
 * cookie and the stored user.
 */
export async function logIn(email: string, password: string) {
  const aparelho = `aparelho=${await rememberedDevice(process.env.POCKETBASE_URL!, email)}`
  const response = await loginAction({
    request: loginRequest({ email, password }, aparelho),
    params: {},
    context: {},
  })
  expect(response).toBeInstanceOf(Response)
  const cookie = cookieFrom(response as Response, "sessao")
  expect(cookie).not.toBeNull()
  const user = await sessionUserOf(cookie!)
  return { response: response as Response, cookie: cookie!, user: user! }
}

export type DataResult = {
  init: { status: number } | null
  data: { result: { error?: Record<string, string[]> } }
}

let accountCounter = 0
/** createAccount for the PocketBase at `url` (the file's own). */
export function accountsIn(url: string) {
  /** A throwaway account nobody else logs in with (the demo accounts' passwords never change). */
  return async function createAccount(extra: { associado?: 0 | 1; conselho?: boolean } = {}) {
    const admin = await adminClient(url)
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
      // A seat's holder has set up the e-mailed code, as the panel makes them do before anything else.
      await admin.collection("cadastro_geral").update(record.id, { segunda_etapa: "email" })
    }
    return { admin, id: record.id, email, password }
  }
}
