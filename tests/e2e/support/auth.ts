// Logging in through the real form (the e-mailed code too, for an account with a second step), and a
// superuser client for the demo site's PocketBase (to create the throwaway accounts that tests
// change, so the demo accounts' passwords never do).
import { expect, type Browser, type Page } from "@playwright/test"
import type PocketBase from "pocketbase"
import { adminClient } from "../../support/pocketbase"
import { MENSAGENS, METODO_EMAIL } from "@veteranos/domain/seguranca"
import { skipSplash } from "../public-helpers"
import { exclusive } from "./exclusive"
import { emailedCode } from "./mail"
import { E2E } from "./servers"

/** Fills the login form and sends it; does not wait for where it leads. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel("Senha", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
}

/** The login's second page: where a right password leads an account with a second step. */
export const SEGUNDA_ETAPA = /\/login\/segunda-etapa/

/**
 * Runs `run` (a login or a re-confirmation that e-mails `email` a code) while no other worker does
 * the same for that account: a new code replaces the account's last one, and a code asked again
 * within a minute is not sent, so two at once (the js and no-js projects on one demo account) would
 * read or spend each other's (docs/decisions/two-step-login.md#pocketbases-mfa).
 */
export function withEmailedCode<T>(email: string, run: () => Promise<T>): Promise<T> {
  return exclusive(`codigo-${email.toLowerCase()}`, run, 90_000)
}

/**
 * On the login's second page, types the code e-mailed to `email` from `since` on (a Date.now() taken
 * before the password was sent, so an earlier login's code is never read) and confirms it.
 */
export async function typeEmailedCode(page: Page, email: string, since: number) {
  await page.getByLabel(MENSAGENS.digite).fill(await emailedCode(email, since))
  await page.getByRole("button", { name: "Confirmar", exact: true }).click()
}

/**
 * Logs in from /login and waits for the panel; an account with a second step (every seat holder:
 * board, council, school) types the code e-mailed to it, read from the test mail sink. True when
 * the second step was asked.
 */
export async function logIn(page: Page, email: string, password: string = E2E.demoPassword) {
  const panel = /\/painel#conteudo$/
  return withEmailedCode(email, async () => {
    await page.goto("/login")
    const since = Date.now()
    await submitLogin(page, email, password)
    await expect(page).toHaveURL(new RegExp(`${panel.source}|${SEGUNDA_ETAPA.source}`))
    const asked = SEGUNDA_ETAPA.test(page.url())
    if (asked) await typeEmailedCode(page, email, since)
    await expect(page).toHaveURL(panel)
    return asked
  })
}

/**
 * A browser of its own, logged in as `email`, with JavaScript as the project has it: a second person
 * beside the test's own (a context of the test would lend them the role's stored session).
 */
export async function loggedInPage(
  browser: Browser,
  javaScriptEnabled: boolean,
  email: string,
  password: string = E2E.demoPassword,
): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
  await skipSplash(context)
  const page = await context.newPage()
  await logIn(page, email, password)
  return page
}

/** The superuser client of the demo site's PocketBase. */
export function e2eAdmin(): Promise<PocketBase> {
  return adminClient(E2E.demo.pbUrl, E2E.superuser)
}

/** A throwaway account (an active member) nobody else uses; `label` keeps its e-mail unique per test. */
export async function createMemberAccount(label: string, password: string, nome = "Teste Recuperação") {
  const admin = await e2eAdmin()
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.org`
  const record = await admin.collection("cadastro_geral").create({
    email,
    password,
    passwordConfirm: password,
    nome,
    verified: true,
  })
  await admin.collection("associados").create({ nome, id_cadastro_geral: record.id, status: 1 })
  return { id: record.id, email, nome }
}

/**
 * A current seat (`cargo` on `tipo`'s body) for the account `id`, made by the superuser, with the
 * e-mailed code as the account's second step already chosen, as the demo's seat holders have it: its
 * login asks the code (logIn types it) and does not send it to set one up first
 * (docs/decisions/two-step-login.md#a-seat-requires-it). Delete the seat when done.
 */
export async function createSeat(id: string, cargo: string, tipo = "diretoria") {
  const admin = await e2eAdmin()
  await admin.collection("cadastro_geral").update(id, { segunda_etapa: METODO_EMAIL })
  return admin.collection("diretoria").create({ idCadGeral: id, cargo, tipo })
}
