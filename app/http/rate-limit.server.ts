// Per-client limit on public form submissions (remix-serve has no middleware, so abusive
// POSTs are limited in the actions). An in-memory sliding window: one process, one container.
import { isIP } from "node:net"
import { getEnv } from "~/http/env.server"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"

export type RateLimiter = {
  /** Records one attempt for `key` and says whether it is within the limit (refused ones don't count). */
  hit: (key: string, now?: number) => boolean
  /** Forgets everything (tests). */
  clear: () => void
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  /** Bounded memory: past this many clients the least recently seen are forgotten. */
  maxKeys?: number
}): RateLimiter {
  const hits = new Map<string, number[]>()
  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs)
      const allowed = recent.length < limit
      if (allowed) recent.push(now)
      // Re-insert so the Map's order is least recently seen first.
      hits.delete(key)
      hits.set(key, recent)
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string)
      return allowed
    },
    clear() {
      hits.clear()
    },
  }
}

/**
 * Who is submitting: the address the site's server put in CLIENT_ADDRESS_HEADER (server/index.mjs),
 * the socket's, or the one TRUST_PROXY proxies vouch for. The server replaces whatever a client sent
 * under that name, so nobody picks their own bucket.
 */
export function clientKey(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 100) || "desconhecido"
}

/**
 * The client's address as the site forwards it to PocketBase on its login and password-reset calls
 * (app/http/pocketbase.server.ts), so PocketBase's own limit counts per client: an IP address
 * (IPv4 written plainly, not as ::ffff:a.b.c.d), or null when the server vouched for none.
 */
export function forwardedClient(request: Request): string | null {
  const address = clientKey(request).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
  return isIP(address) ? address : null
}

let formLimiter: RateLimiter | undefined

/** The limiter of the public forms: FORM_RATE_LIMIT submissions per form per client per window. */
export function formRateLimiter(): RateLimiter {
  const { FORM_RATE_LIMIT, FORM_RATE_WINDOW_MINUTES } = getEnv()
  formLimiter ??= createRateLimiter({
    limit: FORM_RATE_LIMIT,
    windowMs: FORM_RATE_WINDOW_MINUTES * 60_000,
  })
  return formLimiter
}
