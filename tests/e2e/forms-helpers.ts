// Shared by the public forms' browser tests.
import { expect, type Page, type TestInfo } from "@playwright/test"
import { getEnv } from "~/http/env.server"
import { e2eAdmin } from "./support/auth"

/** The records of `collection` sent with `email` (each test uses its own address). */
export async function storedWith(collection: string, email: string) {
  const admin = await e2eAdmin()
  return admin.collection(collection).getFullList({ filter: admin.filter("email = {:email}", { email }) })
}

let sequence = 0
/** A unique e-mail per test and project, so runs and projects never see each other's records. */
export function uniqueEmail(label: string, testInfo: TestInfo): string {
  sequence += 1
  return `${label}.${testInfo.project.name}.${Date.now()}.${testInfo.workerIndex}.${sequence}@exemplo.org`
}

/**
 * Gives the test its own client address (the test site trusts one proxy, so the address it keys
 * its submission limit on is the last of X-Forwarded-For), so no test's submissions count against
 * another's.
 */
export async function actAsOwnClient(page: Page, testInfo: TestInfo): Promise<string> {
  const bytes = [testInfo.workerIndex % 250, Math.floor(Math.random() * 250), Math.floor(Math.random() * 250)]
  const address = `10.${bytes.join(".")}`
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address })
  return address
}

/** The flash message after a successful submit (in the server HTML, so also without JavaScript). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast")
  await expect(toast).toContainText(title)
  if (description) await expect(toast).toContainText(description)
}

/** The message under a field, wired to it for screen readers. */
export async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const input = page.getByLabel(label, { exact: typeof label === "string" })
  await expect(input).toHaveAttribute("aria-invalid", "true")
  const describedBy = (await input.getAttribute("aria-describedby")) ?? ""
  const ids = describedBy.split(" ").filter(Boolean)
  expect(ids.length).toBeGreaterThan(0)
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))
  expect(texts.join(" ")).toContain(message)
}

export const HONEYPOT = 'input[name="website"]'

/** Submissions of one form per client within the window: the app's own setting. */
const FORM_LIMIT = getEnv().FORM_RATE_LIMIT

/**
 * Uses up the client's submissions of the form at `path` (straight to the server, to be quick), each
 * accepted with a 303, so the next one the test makes is the first past the limit.
 */
export async function useUpSubmissionLimit(
  page: Page,
  path: string,
  client: string,
  form: () => Record<string, string>,
) {
  for (let i = 0; i < FORM_LIMIT; i++) {
    const response = await page.request.post(path, {
      headers: { "X-Forwarded-For": client },
      form: form(),
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
  }
}
