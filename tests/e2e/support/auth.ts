// Logging in through the real form, and a superuser client for the demo site's PocketBase (to create
// the throwaway accounts that tests change, so the demo accounts' passwords never do).
import { expect, type Browser, type Page } from "@playwright/test"
import type PocketBase from "pocketbase"
import { adminClient } from "../../support/pocketbase"
import { skipSplash } from "../public-helpers"
import { E2E } from "./servers"

/** Fills the login form and sends it; does not wait for where it leads. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel("Senha", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
}

/** Logs in from /login and waits for the panel. */
export async function logIn(page: Page, email: string, password: string = E2E.demoPassword) {
  await page.goto("/login")
  await submitLogin(page, email, password)
  await expect(page).toHaveURL(/\/painel#conteudo$/)
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
