// The site's state file (sessions, login limits) sealed and read back: the tokens are not readable
// in it, a changed byte or another secret refuses it whole, and the login limit counts an account
// per client address.
import { describe, expect, it } from "vitest"
import { createAttemptLimiter, loginKey } from "~/auth/attempt-limit.server"
import { parseSnapshot, seal, snapshotText, stateKey, unseal } from "~/auth/sealed-state.server"

const key = stateKey("um-segredo-de-sessao-bem-longo")
const text = snapshotText({
  sessions: [["abc", { data: { user: { token: "eyJ-token-do-pocketbase" } }, expiresAt: 1 }]],
})

describe("the sealed state", () => {
  it("reads back what was sealed, and nothing of it is readable in the file", () => {
    const file = seal(text, key)
    expect(unseal(file, key)).toBe(text)
    expect(file.toString("latin1")).not.toContain("eyJ-token")
    // A fresh nonce each time: two writes of the same state differ.
    expect(seal(text, key).equals(file)).toBe(false)
  })

  it("refuses a changed byte, another secret, and what is not a state file", () => {
    const file = seal(text, key)
    const changed = Buffer.from(file)
    changed[changed.length - 1]! ^= 1
    expect(() => unseal(changed, key)).toThrow()
    expect(() => unseal(file, stateKey("outro-segredo-de-sessao-longo"))).toThrow()
    expect(() => unseal(Buffer.from("{}"), key)).toThrow("formato desconhecido")
    expect(() => unseal(Buffer.alloc(0), key)).toThrow()
  })

  it("derives the key from the secret, never using the secret itself", () => {
    expect(stateKey("um-segredo-de-sessao-bem-longo")).toHaveLength(32)
    expect(stateKey("um-segredo-de-sessao-bem-longo").equals(key)).toBe(true)
    expect(key.toString("utf8")).not.toContain("segredo")
  })

  it("keeps only a snapshot of its own version, and well-formed entries", () => {
    expect(parseSnapshot(text).sessions).toHaveLength(1)
    expect(() => parseSnapshot(JSON.stringify({ version: 2, maps: {} }))).toThrow()
    expect(() => parseSnapshot("null")).toThrow()
    expect(() => parseSnapshot("não é json")).toThrow()
    const mixed = JSON.stringify({ version: 1, maps: { a: [["k", 1], [2, 3], "x", ["só"]], b: "x" } })
    expect(parseSnapshot(mixed)).toEqual({ a: [["k", 1]] })
  })
})

describe("the login limit's key", () => {
  it("is the account (its e-mail in any capitals) and the client together", () => {
    expect(loginKey(" Pessoa@Exemplo.org ", "203.0.113.1")).toBe(
      loginKey("pessoa@exemplo.org", "203.0.113.1"),
    )
    expect(loginKey("pessoa@exemplo.org", "203.0.113.1")).not.toBe(
      loginKey("pessoa@exemplo.org", "203.0.113.2"),
    )
  })

  it("locks one client's count of an account, not another's; the account's counts clear together", () => {
    const limiter = createAttemptLimiter({ max: 2, windowMs: 1000 })
    const stranger = loginKey("pessoa@exemplo.org", "203.0.113.66")
    const owner = loginKey("pessoa@exemplo.org", "198.51.100.7")
    const other = loginKey("outra@exemplo.org", "203.0.113.66")
    for (const key of [stranger, stranger, owner, other]) limiter.hit(key, 0)
    expect(limiter.isBlocked(stranger, 1)).toBe(true)
    expect(limiter.isBlocked(owner, 1)).toBe(false)

    limiter.resetWhere((key) => key.startsWith("pessoa@exemplo.org\n"))
    expect(limiter.tryAcquire(stranger, 2)).toBe(true)
    limiter.hit(other, 2)
    expect(limiter.isBlocked(other, 3)).toBe(true)
  })

  it("tells its store of every change, so the state file follows", () => {
    let changes = 0
    const limiter = createAttemptLimiter(
      { max: 2, windowMs: 1000 },
      { map: new Map(), changed: () => changes++ },
    )
    limiter.hit("k", 0)
    limiter.hit("k", 0)
    limiter.release("k", 1)
    limiter.reset("k")
    expect(changes).toBe(4)
  })
})
