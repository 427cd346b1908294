// Failed-login limits per e-mail, in this process's memory. PocketBase's own limiter sees every
// visitor as the site's one address, so the limit that protects one account lives here.
// Unlike rate-limit.server.ts (every attempt counts), only failures count and a success clears
// them, so a member who logs in often is never locked out. A restart forgets them (one container).

import { getEnv } from "~/http/env.server"

export type AttemptLimit = { max: number; windowMs: number }

type Entry = { count: number; resetAt: number }

export function createAttemptLimiter({ max, windowMs }: AttemptLimit) {
  const entries = new Map<string, Entry>()

  function current(key: string, now: number): Entry | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.resetAt <= now) {
      entries.delete(key)
      return null
    }
    return entry
  }

  function prune(now: number) {
    // Bounded memory however many keys an attacker invents.
    if (entries.size < 10_000) return
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key)
    if (entries.size >= 10_000) entries.clear()
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
    release(key: string, now = Date.now()): void {
      const entry = current(key, now)
      if (entry && entry.count > 0) entry.count -= 1
    },
    reset(key: string): void {
      entries.delete(key)
    },
  }
}

/**
 * Failed logins per e-mail: 5 in 15 minutes, then that e-mail waits for the window to end, or for
 * its owner to choose a new password through a reset link, which clears it: nobody can keep a board
 * member out of the site by failing logins in their name.
 */
export const loginLimiter = createAttemptLimiter({ max: 5, windowMs: 15 * 60_000 })

let clientLimiter: ReturnType<typeof createAttemptLimiter> | undefined

/**
 * Failed logins per client address (LOGIN_CLIENT_LIMIT in 15 minutes), whatever the e-mails: one
 * client cannot try address after address.
 */
export function loginClientLimiter() {
  clientLimiter ??= createAttemptLimiter({ max: getEnv().LOGIN_CLIENT_LIMIT, windowMs: 15 * 60_000 })
  return clientLimiter
}

export const limitKey = (email: string) => email.trim().toLowerCase()
