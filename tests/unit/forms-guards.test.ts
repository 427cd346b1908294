import { describe, expect, it } from "vitest"
import { createDuplicateGuard } from "~/forms/duplicate-guard.server"
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/forms/honeypot"
import { clientKey, createRateLimiter } from "~/http/rate-limit.server"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"

const MIN = 60_000

describe("per-client limit (sliding window)", () => {
  it("lets `limit` submissions through per window, then refuses until the oldest leaves it", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 10 * MIN })
    expect([0, 1, 2].map((m) => limiter.hit("a", m * MIN))).toEqual([true, true, true])
    expect(limiter.hit("a", 5 * MIN)).toBe(false)
    // A refused attempt does not push the window further.
    expect(limiter.hit("a", 10 * MIN - 1)).toBe(false)
    expect(limiter.hit("a", 10 * MIN + 1)).toBe(true)
    expect(limiter.hit("a", 10 * MIN + 2)).toBe(false)
  })

  it("counts each client apart", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MIN })
    expect(limiter.hit("a", 0)).toBe(true)
    expect(limiter.hit("b", 0)).toBe(true)
    expect(limiter.hit("a", 1)).toBe(false)
  })

  it("keeps memory bounded by forgetting the least recently seen clients", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MIN, maxKeys: 2 })
    limiter.hit("a", 0)
    limiter.hit("b", 1)
    limiter.hit("a", 2) // a is refused but now the most recently seen
    limiter.hit("c", 3) // b is forgotten
    expect(limiter.hit("b", 4)).toBe(true)
    expect(limiter.hit("c", 5)).toBe(false)
  })

  it("keys on the address the site's server vouches for", () => {
    const request = (headers: Record<string, string>) => new Request("http://site/contato", { headers })
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("203.0.113.7")
    // A forwarded header alone is the client's own word: it picks no bucket.
    expect(clientKey(request({ "X-Forwarded-For": "203.0.113.7" }))).toBe("desconhecido")
  })
})

describe("double-submit guard", () => {
  const content = ["contato", { nome: "Rui", mensagem: "Olá, tudo bem?" }]

  it("saves new content once within the time to live; the same again gets the first's outcome", async () => {
    const guard = createDuplicateGuard({ ttlMs: 10 * MIN })
    let saves = 0
    const save = async () => ++saves
    expect(await guard.once(content, save, 0)).toBe(1)
    expect(await guard.once(structuredClone(content), save, 1)).toBe(1)
    expect(await guard.once(["contato", { nome: "Rui", mensagem: "Outra mensagem" }], save, 2)).toBe(2)
    expect(await guard.once(content, save, 10 * MIN + 1)).toBe(3)
  })

  it("answers a duplicate sent while the first is saving with the first's failure, then lets it be sent again", async () => {
    const guard = createDuplicateGuard({ ttlMs: MIN })
    let fail!: (error: Error) => void
    const first = guard.once(content, () => new Promise((_resolve, reject) => (fail = reject)), 0)
    const second = guard.once(content, async () => "saved twice", 1)
    fail(new Error("PocketBase caiu"))
    await expect(first).rejects.toThrow("PocketBase caiu")
    await expect(second).rejects.toThrow("PocketBase caiu")
    expect(await guard.once(content, async () => "saved", 2)).toBe("saved")
  })

  it("keeps memory bounded", async () => {
    const guard = createDuplicateGuard({ ttlMs: MIN, maxEntries: 2 })
    for (const [index, key] of ["a", "b", "c", "d"].entries()) await guard.once(key, async () => key, index)
    // "a" was dropped to keep at most 2 (+ the new one) entries: it is saved again.
    expect(await guard.once("a", async () => "again", 4)).toBe("again")
  })
})

describe("honeypot", () => {
  it("is filled only when the hidden field has text", () => {
    const form = (value?: string) => {
      const data = new FormData()
      if (value !== undefined) data.set(HONEYPOT_FIELD, value)
      return data
    }
    expect(isHoneypotFilled(form())).toBe(false)
    expect(isHoneypotFilled(form(""))).toBe(false)
    expect(isHoneypotFilled(form("  "))).toBe(false)
    expect(isHoneypotFilled(form("http://spam.example"))).toBe(true)
  })
})
