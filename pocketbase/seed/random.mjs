// Deterministic helpers: the demo has the same shape on every run, so screenshots, tests and the
// people reading the demo always see comparable data.
import { createHash } from "node:crypto"

/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the seed uses.
 * Not for secrets: passwords come from node:crypto.
 */
export function createRng(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng = {
    next,
    /** Integer in [min, max], both included. */
    int: (min, max) => Math.floor(min + next() * (Math.floor(max) - Math.ceil(min) + 1)),
    float: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)],
    digits: (count) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(""),
    shuffle(items) {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy
    },
  }
  return rng
}

/**
 * A PocketBase record id (15 characters of [a-z0-9]) derived from a stable key, so a re-run after a
 * failure upserts the same records instead of duplicating them.
 */
export function stableId(collection, key) {
  const hash = createHash("sha256").update(`demo-seed:${collection}:${key}`).digest()
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
  return Array.from(hash.subarray(0, 15), (byte) => alphabet[byte % alphabet.length]).join("")
}

/** CPF check digit over the given digits (weights count down to 2). */
function cpfDigit(digits) {
  const weightStart = digits.length + 1
  const sum = digits.reduce((acc, d, i) => acc + d * (weightStart - i), 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** A valid CPF in the masked form 000.000.000-00 (both check digits computed). */
export function fakeCpf(rng) {
  let base
  do {
    base = Array.from({ length: 9 }, () => rng.int(0, 9))
  } while (base.every((d) => d === base[0])) // repeated digits are valid arithmetically but rejected
  const first = cpfDigit(base)
  const second = cpfDigit([...base, first])
  const s = [...base, first, second].join("")
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`
}

/** A mobile number masked as (11) 9XXXX-XXXX (15 characters, the schema's maximum). */
export function fakeMobile(rng, ddd = "11") {
  return `(${ddd}) 9${rng.int(6, 9)}${rng.digits(3)}-${rng.digits(4)}`
}

/** An RG in the common São Paulo layout 00.000.000-0. */
export function fakeRg(rng) {
  const s = rng.digits(8)
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5)}-${rng.int(0, 9)}`
}

/** nome.sobrenome from a full name: first and last word, without accents. */
export function emailLocalPart(fullName) {
  const words = fullName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/\s+/)
  return `${words[0]}.${words[words.length - 1]}`
}
