// The login limit counts an account's failures per client address: a stranger failing in a member's
// name from one address locks only that address out of the account, never the member logging in
// from theirs (docs/decisions/accounts-and-sessions.md#login-limit). Through the real login action
// against a real PocketBase.
import { describe, expect, it, vi } from "vitest"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { createPerson, TEST_PASSWORD } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action: login } = await import("~/routes/login")

type Answer =
  Response | { init: { status: number } | null; data: { result: { error?: Record<string, string[]> } } }

function attempt(email: string, password: string, client: string) {
  return login({
    request: new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: client },
      body: new URLSearchParams({ email, password }),
    }),
    params: {},
    context: {},
  }) as Promise<Answer>
}

const statusOf = (answer: Answer) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 200)

describe("failed logins in a member's name", () => {
  it("lock the stranger's address out of the account, never the owner's", async () => {
    const { email } = await createPerson(db.url)
    const stranger = "203.0.113.66"
    for (let i = 0; i < 5; i += 1) expect(statusOf(await attempt(email, "errada-123", stranger))).toBe(400)

    // The stranger's address waits, even with the right password.
    const blocked = await attempt(email, TEST_PASSWORD, stranger)
    expect(statusOf(blocked)).toBe(429)
    expect((blocked as Exclude<Answer, Response>).data.result.error?.[""]?.[0]).toMatch(/Muitas tentativas/)

    // The owner, from their own address, logs in.
    const owner = await attempt(email, TEST_PASSWORD, "198.51.100.7")
    expect(statusOf(owner)).toBe(303)
    expect((owner as Response).headers.getSetCookie().some((line) => line.startsWith("sessao="))).toBe(true)

    // The owner's success clears their own count only: the stranger's address still waits.
    expect(statusOf(await attempt(email, TEST_PASSWORD, stranger))).toBe(429)
  })

  it("count the e-mail in any capitals as the same account", async () => {
    const { email } = await createPerson(db.url)
    const client = "203.0.113.67"
    const spellings = [email.toUpperCase(), ` ${email}`, email, email.toUpperCase(), email]
    for (const spelling of spellings)
      expect(statusOf(await attempt(spelling, "errada-123", client))).toBe(400)
    expect(statusOf(await attempt(email, TEST_PASSWORD, client))).toBe(429)
  })
})
