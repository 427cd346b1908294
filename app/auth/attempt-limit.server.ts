// Failed-login limits, kept in memory and in the site's state file (site-store.server.ts), so a
// restart of the site forgets none. Unlike rate-limit.server.ts (every attempt counts), only
// failures count and a success clears them, so a member who logs in often is never locked out.
// PocketBase limits its own login endpoint per client too, behind these
// (docs/decisions/accounts-and-sessions.md#login-limit).

import { foldEmail } from "@veteranos/domain/contas"
import { getEnv } from "~/http/env.server"
import { persistedMap } from "~/auth/site-store.server"

export type AttemptLimit = { max: number; windowMs: number }

type Entry = { count: number; resetAt: number }

/** Where a limiter keeps its counts: a plain Map by default, a persisted one for the site's limiters. */
type EntryStore = { map: Map<string, Entry>; changed: () => void }

/**
 * Bounded memory (and file) however many keys an attacker invents: past this many, the expired and
 * then the oldest unlocked keys are forgotten, never a lock (a flood of new keys must not free a
 * locked account). Locks alone may pass it: each costs its attempts, and each ends with its window.
 */
const MAX_KEYS = 10_000

const isLiveEntry = (value: unknown, now: number): value is Entry => {
  const entry = value as Partial<Entry> | null
  return typeof entry?.count === "number" && typeof entry.resetAt === "number" && entry.resetAt > now
}

export function createAttemptLimiter(
  { max, windowMs }: AttemptLimit,
  { map: entries, changed }: EntryStore = { map: new Map(), changed: () => {} },
) {
  function current(key: string, now: number): Entry | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.resetAt <= now) {
      entries.delete(key)
      changed()
      return null
    }
    return entry
  }

  /** Room for one more key: the expired ones go, then the oldest that hold no lock. */
  function prune(now: number) {
    if (entries.size < MAX_KEYS) return
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key)
    for (const [key, entry] of entries) {
      if (entries.size < MAX_KEYS) break
      if (entry.count < max) entries.delete(key)
    }
  }

  return {
    /** True while the key has used up its attempts in the current window. */
    isBlocked(key: string, now = Date.now()): boolean {
      return (current(key, now)?.count ?? 0) >= max
    },
    /** Counts one attempt (a failed login, a reset e-mail asked for). */
    hit(key: string, now = Date.now()): void {
      prune(now)
      const entry = current(key, now)
      if (entry) entry.count += 1
      else entries.set(key, { count: 1, resetAt: now + windowMs })
      changed()
    },
    /**
     * Counts an attempt before it is made, so attempts in flight count too: false, and nothing
     * counted, once the key has used up its attempts. A success then resets; an attempt that could
     * not be judged (the data service down) gives its count back with release().
     */
    tryAcquire(key: string, now = Date.now()): boolean {
      if ((current(key, now)?.count ?? 0) >= max) return false
      this.hit(key, now)
      return true
    },
    /** Gives back an attempt counted but not judged; a key left with none is forgotten. */
    release(key: string, now = Date.now()): void {
      const entry = current(key, now)
      if (!entry) return
      entry.count -= 1
      if (entry.count <= 0) entries.delete(key)
      changed()
    },
    reset(key: string): void {
      if (entries.delete(key)) changed()
    },
    /** Forgets every key `matches` accepts. */
    resetWhere(matches: (key: string) => boolean): void {
      let removed = false
      for (const key of entries.keys()) {
        if (matches(key)) removed = entries.delete(key) || removed
      }
      if (removed) changed()
    },
  }
}

const WINDOW_MS = 15 * 60_000

let accountLimiter: ReturnType<typeof createAttemptLimiter> | undefined
let clientLimiter: ReturnType<typeof createAttemptLimiter> | undefined

/**
 * Failed logins per account from one client address: 5 in 15 minutes, then that account waits from
 * that address. Someone failing in a member's name from elsewhere uses up their own count, never the
 * member's, so nobody can keep a member out of the site; the owner's reset link clears every count
 * of the account (forgetFailedLogins).
 */
export function loginLimiter() {
  accountLimiter ??= createAttemptLimiter(
    { max: 5, windowMs: WINDOW_MS },
    persistedMap("login-account-client", isLiveEntry),
  )
  return accountLimiter
}

/**
 * The key of loginLimiter: the account (its folded e-mail) and the client address together. A
 * line break cannot be in a valid e-mail, so the account's keys are those starting with its prefix.
 */
export const loginKey = (email: string, client: string) => `${accountPrefix(email)}${client}`
const accountPrefix = (email: string) => `${foldEmail(email)}\n`

/** Clears the account's failed logins from every address (its owner proved they own the e-mail). */
export function forgetFailedLogins(email: string): void {
  const prefix = accountPrefix(email)
  loginLimiter().resetWhere((key) => key.startsWith(prefix))
}

/**
 * Failed logins per client address (LOGIN_CLIENT_LIMIT in 15 minutes), whatever the e-mails: one
 * client cannot try address after address.
 */
export function loginClientLimiter() {
  clientLimiter ??= createAttemptLimiter(
    { max: getEnv().LOGIN_CLIENT_LIMIT, windowMs: WINDOW_MS },
    persistedMap("login-client", isLiveEntry),
  )
  return clientLimiter
}
