// A double submit (a double click, a resent POST, Back and submit again) must store one record and
// get one answer. Each submission's content is remembered for a while with its outcome: the same
// content again, while the first is still saving or after, gets the first's outcome (its success,
// or its failure) instead of saving again. A failed save is forgotten, so the user may try again.
// Works the same with and without JavaScript, since it needs nothing from the page.
import { createHash } from "node:crypto"

export type DuplicateGuard = {
  /**
   * Runs `save` for content not seen recently; the same content within the time to live gets the
   * first run's promise (synchronously remembered, so two concurrent requests cannot both save).
   */
  once: <T>(content: unknown, save: () => Promise<T>, now?: number) => Promise<T>
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
  // fingerprint → when it was first sent and how that went; insertion order is oldest first.
  const seen = new Map<string, { at: number; outcome: Promise<unknown> }>()
  return {
    once<T>(content: unknown, save: () => Promise<T>, now = Date.now()): Promise<T> {
      for (const [key, entry] of seen) {
        if (entry.at > now - ttlMs && seen.size <= maxEntries) break
        seen.delete(key)
      }
      const key = fingerprint(content)
      const entry = seen.get(key)
      if (entry && entry.at > now - ttlMs) return entry.outcome as Promise<T>
      const outcome = save()
      seen.set(key, { at: now, outcome })
      outcome.catch(() => {
        if (seen.get(key)?.outcome === outcome) seen.delete(key)
      })
      return outcome
    },
    clear() {
      seen.clear()
    },
  }
}

/** Public forms and reservations: the same content within 10 minutes is the same submission. */
export const recentSubmissions = createDuplicateGuard({ ttlMs: 10 * 60_000 })
