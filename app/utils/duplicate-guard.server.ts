// A double submit (a double click, a resent POST, Back and submit again) must store one record.
// Each accepted submission's content is remembered for a while; the same content again is answered
// like a success without storing it. Works the same with and without JavaScript, since it needs
// nothing from the page.
import { createHash } from "node:crypto"

export type DuplicateGuard = {
  /** True when `content` was not seen recently; it is then remembered (synchronously, so two
   * concurrent requests cannot both claim it). */
  claim: (content: unknown, now?: number) => boolean
  /** Forgets `content` (its storing failed: the user may try again). */
  release: (content: unknown) => void
  clear: () => void
}

function fingerprint(content: unknown): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex")
}

export function createDuplicateGuard({
  ttlMs,
  maxEntries = 10_000,
}: {
  ttlMs: number
  maxEntries?: number
}): DuplicateGuard {
  // fingerprint → when it was claimed; insertion order is oldest first.
  const seen = new Map<string, number>()
  return {
    claim(content, now = Date.now()) {
      for (const [key, time] of seen) {
        if (time > now - ttlMs && seen.size <= maxEntries) break
        seen.delete(key)
      }
      const key = fingerprint(content)
      const time = seen.get(key)
      if (time !== undefined && time > now - ttlMs) return false
      seen.delete(key)
      seen.set(key, now)
      return true
    },
    release(content) {
      seen.delete(fingerprint(content))
    },
    clear() {
      seen.clear()
    },
  }
}

/** Public forms: the same content within 10 minutes is the same submission. */
export const recentSubmissions = createDuplicateGuard({ ttlMs: 10 * 60_000 })
