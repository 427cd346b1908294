import { describe, expect, it } from "vitest"
import { createAttemptLimiter } from "~/auth/attempt-limit.server"
import { isRenewalDue, requirePanelAccess, requireUser, safeRedirect } from "~/auth/guards.server"

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/painel/reservas")).toBe("/painel/reservas")
    expect(safeRedirect("/painel/solicitacoes?status=pendente")).toBe("/painel/solicitacoes?status=pendente")
  })

  it("falls back to /painel for anything else", () => {
    for (const to of [
      null,
      undefined,
      "",
      "painel",
      "https://exemplo.com/painel",
      "//exemplo.com",
      "/\\exemplo.com",
      "/\t/exemplo.com",
      "/\n/exemplo.com",
      "javascript:alert(1)",
    ]) {
      expect(safeRedirect(to), String(to)).toBe("/painel")
    }
  })

  it("accepts another fallback", () => {
    expect(safeRedirect("https://exemplo.com", "/")).toBe("/")
  })
})

describe("token renewal", () => {
  const hour = 3_600_000
  const now = Date.UTC(2026, 10, 23, 12)

  it("stores a fresh token once the old one has used up half of a token's life", () => {
    const fresh = now + 168 * hour
    expect(isRenewalDue(now + 167 * hour, fresh, now)).toBe(false)
    expect(isRenewalDue(now + 85 * hour, fresh, now)).toBe(false)
    expect(isRenewalDue(now + 83 * hour, fresh, now)).toBe(true)
    expect(isRenewalDue(now + hour, fresh, now)).toBe(true)
  })

  it("never asks again for a token it just stored (no redirect loop)", () => {
    const fresh = now + 168 * hour
    expect(isRenewalDue(fresh, fresh, now)).toBe(false)
  })
})

describe("the guards without a session", () => {
  it("send a visitor to the login, remembering the page without Remix's data parameters", async () => {
    const request = new Request("http://localhost/painel/reservas?status=pendente&_routes=routes%2Fpainel")
    const response = await requireUser(request).catch((thrown: unknown) => thrown)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(303)
    expect((response as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/painel/reservas?status=pendente")}`,
    )
  })

  it("guard an action the same way", async () => {
    const request = new Request("http://localhost/painel/solicitacoes", { method: "POST", body: "intent=x" })
    const response = await requirePanelAccess(request, "solicitacoes").catch((thrown: unknown) => thrown)
    expect((response as Response).status).toBe(303)
    expect((response as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/painel/solicitacoes")}`,
    )
  })
})

describe("the login attempt limit", () => {
  it("blocks a key after its failures until the window ends, and a success clears it", () => {
    const limiter = createAttemptLimiter({ max: 3, windowMs: 1000 })
    const t = 1_000_000
    limiter.hit("a@b.com", t)
    limiter.hit("a@b.com", t + 1)
    expect(limiter.isBlocked("a@b.com", t + 2)).toBe(false)
    limiter.hit("a@b.com", t + 2)
    expect(limiter.isBlocked("a@b.com", t + 3)).toBe(true)
    expect(limiter.isBlocked("c@d.com", t + 3)).toBe(false)
    expect(limiter.isBlocked("a@b.com", t + 1001)).toBe(false)

    limiter.hit("c@d.com", t)
    limiter.hit("c@d.com", t)
    limiter.reset("c@d.com")
    limiter.hit("c@d.com", t)
    expect(limiter.isBlocked("c@d.com", t)).toBe(false)
  })

  it("keeps a lock however many other keys arrive, and forgets a key whose attempt was given back", () => {
    const limiter = createAttemptLimiter({ max: 5, windowMs: 15 * 60_000 })
    const t = 1_000_000
    for (let i = 0; i < 5; i++) limiter.hit("presidente@exemplo.org", t)
    // More keys than the limiter keeps (10,000), each one failure, all within the window.
    for (let i = 0; i < 10_400; i++) limiter.hit(`outra${i}@exemplo.org`, t + 1)
    expect(limiter.isBlocked("presidente@exemplo.org", t + 2)).toBe(true)
    // The newest unlocked keys are kept, the oldest forgotten to make room.
    expect(limiter.tryAcquire("outra10399@exemplo.org", t + 2)).toBe(true)
    limiter.release("outra10399@exemplo.org", t + 2)

    const fresh = createAttemptLimiter({ max: 2, windowMs: 1000 })
    expect(fresh.tryAcquire("a@b.com", t)).toBe(true)
    fresh.release("a@b.com", t)
    fresh.hit("a@b.com", t)
    expect(fresh.isBlocked("a@b.com", t)).toBe(false)
    fresh.hit("a@b.com", t)
    expect(fresh.isBlocked("a@b.com", t)).toBe(true)
  })
})
