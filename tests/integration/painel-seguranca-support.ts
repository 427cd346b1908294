// What tests/integration/painel-seguranca.test.ts shares: a session after the login's steps (the
// password, and PocketBase's MFA's e-mailed code when it asks), the e-mailed codes, the page's loader
// and action as a browser without JavaScript posts to them, and the page drawn from their answers.
// Import it after ownPocketBase (the site's modules read the environment when they load).
import PocketBase, { ClientResponseError } from "pocketbase"
import { createRemixStub } from "@remix-run/testing"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { expect } from "vitest"
import { apiPath } from "@veteranos/domain/rotas-api"
import { base32Bytes, hotp, TOTP_PASSO_S } from "@veteranos/domain/totp"
import { anonymousClient } from "../support/pocketbase"
import { readable } from "./painel-falhas-support"
import { routeArgs, TEST_PASSWORD } from "./support"

export const PAGE = "/painel/seguranca"

const seguranca = await import("~/routes/painel.seguranca/route")
const { commitUserSession } = await import("~/auth/session.server")

type Mail = { to: (address: string) => Array<{ subject: string }> }

/** The newest code e-mailed to `email` ('Seu código de acesso: 123456'). */
export function lastCode(mail: Mail, email: string): string {
  const codes = mail.to(email).map((message) => /Seu código de acesso: (\d{6})/.exec(message.subject)?.[1])
  const code = codes.filter(Boolean).at(-1)
  expect(code).toBeDefined()
  return code!
}

/** A POST to PocketBase's route `rota`, as `token`'s person (none: before the login's end). */
export function callRoute<T>(url: string, rota: Parameters<typeof apiPath>[0], body: object, token?: string) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  if (token) pb.authStore.save(token, null)
  return pb.send<T>(apiPath(rota), { method: "POST", body })
}

/**
 * A session as the site's login gives it: the password, then, when PocketBase's MFA asks for it
 * (a seat, a second step set up), the e-mailed code; the site's session holds the token. Answers
 * the cookie and the token.
 */
export async function sessionOf(url: string, mail: Mail, email: string) {
  const answer = await anonymousClient(url)
    .collection("cadastro_geral")
    .authWithPassword(email, TEST_PASSWORD)
    .catch((error: unknown) => error)
  let auth = answer as { token: string; record: Record<string, unknown> }
  if (answer instanceof ClientResponseError) {
    const mfaId = answer.response.mfaId as string
    expect(mfaId).toMatch(/\S/)
    const { metodo } = await callRoute<{ metodo: string }>(url, "secondStepStart", { mfaId })
    expect(metodo).toBe("email")
    const codigo = lastCode(mail, email)
    auth = await callRoute(url, "secondStepFinish", { mfaId, tipo: "codigo", codigo, lembrar: false })
  }
  const { id, nome, email: stored } = auth.record as { id: string; nome: string; email: string }
  const line = await commitUserSession({ id, nome, email: stored, token: auth.token })
  return { cookie: line.split(";")[0]!, token: auth.token }
}

/** The authenticator's code for `segredo` now, and one it is not (none of the steps it accepts). */
export function appCodes(segredo: string) {
  const key = base32Bytes(segredo)
  const step = Math.floor(Date.now() / 1000 / TOTP_PASSO_S)
  const accepted = [step - 1, step, step + 1].map((near) => hotp(key, near))
  const wrong = ["000000", "111111", "222222"].find((code) => !accepted.includes(code))!
  return { right: hotp(key, step), next: hotp(key, step + 1), wrong }
}

export type Loaded = Awaited<ReturnType<typeof seguranca.loader>>

export const load = async (cookie: string) => (await seguranca.loader(routeArgs(PAGE, cookie))) as Loaded

/** The action's answer: a redirect, or its data (`data()`) with the status it goes with. */
export async function post(cookie: string, form: Record<string, string>) {
  // A guard's redirect is thrown (the re-confirmation asked before a code is e-mailed).
  const answer = await seguranca.action(routeArgs(PAGE, cookie, form)).catch((thrown: unknown) => thrown)
  if (answer instanceof Response) return { response: answer, status: answer.status, data: null }
  const { data, init } = answer as unknown as { data: Record<string, unknown>; init: ResponseInit | null }
  return { response: null, status: init?.status ?? 200, data, init }
}

/**
 * A POST as a browser without JavaScript sends it: the action, then the page drawn in the same
 * request (Remix runs the loader after the action, the guard's session read once, before it).
 */
export async function postPage(cookie: string, form: Record<string, string>) {
  const args = routeArgs(PAGE, cookie, form)
  const answer = await seguranca.action(args)
  const loaderData = (await seguranca.loader(args)) as Loaded
  const { data, init } = answer as unknown as { data: Record<string, unknown>; init: ResponseInit | null }
  return { status: init?.status ?? 200, init, data, html: render(loaderData, data) }
}

/** The page as the server draws it from the loader's data and the action's answer. */
export function render(loaderData: Loaded, actionData?: Record<string, unknown> | null) {
  const Stub = createRemixStub([{ id: "seguranca", path: PAGE, Component: seguranca.default }])
  const element = createElement(Stub, {
    initialEntries: [PAGE],
    hydrationData: {
      loaderData: { seguranca: loaderData },
      actionData: actionData ? { seguranca: actionData } : null,
    },
  })
  return readable(renderToString(element))
}
