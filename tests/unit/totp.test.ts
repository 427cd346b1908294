// The authenticator's codes against RFC 6238's published test vectors (Appendix B, SHA-1), the
// 6-digit check the login uses (one step either side, never a step already used), and the recovery
// codes, each used once (docs/decisions/two-step-login.md#authenticator-codes).
import { describe, expect, it } from "vitest"
import { base32Bytes, groupedSecret, hotp, matchTotp } from "@veteranos/domain/totp"
// Named as what it does: a "use..." name reads as a React hook to the linter.
import {
  formatRecoveryCode,
  hashSecret,
  useRecoveryCode as spendRecoveryCode,
} from "@veteranos/domain/seguranca"

// The RFC's SHA-1 seed, "12345678901234567890" in ASCII, and the same in base32 as an app shows it.
const SEED = new TextEncoder().encode("12345678901234567890")
const SEED_BASE32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

// Appendix B: the time (seconds since the epoch) and the 8-digit TOTP.
const VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
]

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("gives the RFC's code at T = %i", (t, code) => {
    expect(hotp(SEED, Math.floor(t / 30), 8)).toBe(code)
  })

  it("reads the seed from its base32, in small letters and groups of four too", () => {
    expect(base32Bytes(SEED_BASE32)).toEqual(SEED)
    expect(base32Bytes(groupedSecret(SEED_BASE32).toLowerCase())).toEqual(SEED)
    expect(() => base32Bytes("GEZDGNB1")).toThrow()
  })

  it.each(VECTORS)("accepts the 6-digit code at T = %i as the login checks it", (t, code) => {
    const sixDigits = code.slice(-6)
    expect(matchTotp(SEED_BASE32, sixDigits, t * 1000)).toBe(Math.floor(t / 30))
  })

  it("accepts one step either side of now, not two", () => {
    const step = Math.floor(1111111109 / 30)
    const code = hotp(SEED, step)
    expect(matchTotp(SEED_BASE32, code, (step + 1) * 30_000)).toBe(step)
    expect(matchTotp(SEED_BASE32, code, (step - 1) * 30_000)).toBe(step)
    expect(matchTotp(SEED_BASE32, code, (step + 2) * 30_000)).toBeNull()
    expect(matchTotp(SEED_BASE32, code, (step - 2) * 30_000)).toBeNull()
  })

  it("refuses a code of a step already used, and one typed before it", () => {
    const step = Math.floor(1234567890 / 30)
    const now = 1234567890 * 1000
    expect(matchTotp(SEED_BASE32, hotp(SEED, step), now, step - 1)).toBe(step)
    expect(matchTotp(SEED_BASE32, hotp(SEED, step), now, step)).toBeNull()
    expect(matchTotp(SEED_BASE32, hotp(SEED, step - 1), now, step)).toBeNull()
    // The next step's code is still newer than the one used.
    expect(matchTotp(SEED_BASE32, hotp(SEED, step + 1), now, step)).toBe(step + 1)
  })

  it("takes only six digits, spaces forgiven", () => {
    const now = 59_000
    expect(matchTotp(SEED_BASE32, "287 082", now)).toBe(1)
    expect(matchTotp(SEED_BASE32, "94287082", now)).toBeNull()
    expect(matchTotp(SEED_BASE32, "87082", now)).toBeNull()
    expect(matchTotp(SEED_BASE32, "28708a", now)).toBeNull()
    expect(matchTotp(SEED_BASE32, "", now)).toBeNull()
    expect(matchTotp(SEED_BASE32, "287083", now)).toBeNull()
  })
})

describe("recovery codes", () => {
  const codes = ["abcdefghjk", "mnpqrstuvw", "xyz2345678"]
  const stored = codes.map(hashSecret)

  it("are stored as hashes, never as the codes", () => {
    for (const hash of stored) expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.some((hash) => codes.some((code) => hash.includes(code)))).toBe(false)
  })

  it("work once each: a used code is gone, the others stay", () => {
    const after = spendRecoveryCode(stored, codes[1]!)
    expect(after).toEqual([stored[0], stored[2]])
    expect(spendRecoveryCode(after!, codes[1]!)).toBeNull()
    expect(spendRecoveryCode(after!, codes[0]!)).toEqual([stored[2]])
  })

  it("refuse a wrong or empty code", () => {
    expect(spendRecoveryCode(stored, "abcdefghjm")).toBeNull()
    expect(spendRecoveryCode(stored, "")).toBeNull()
    expect(spendRecoveryCode(stored, " - ")).toBeNull()
    expect(spendRecoveryCode([], codes[0]!)).toBeNull()
  })

  it("forgive the dash they are shown with, capitals and spaces", () => {
    expect(formatRecoveryCode(codes[0]!)).toBe("abcde-fghjk")
    for (const typed of ["abcde-fghjk", "ABCDE-FGHJK", " abcde fghjk ", "AbCdEfGhJk"]) {
      expect(spendRecoveryCode(stored, typed)).toEqual([stored[1], stored[2]])
    }
  })
})
