import PocketBase, { ClientResponseError } from "pocketbase"
import { STALE_CODE, STALE_MESSAGE, STALE_STATUS } from "@veteranos/domain/mudancas"
import { UNAVAILABLE_HEADERS } from "~/utils/errors"
import { getEnv } from "~/http/env.server"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"

/**
 * A new PocketBase client for one request, authenticated with the visitor's token when there is
 * one. Never shared: a shared authenticated instance would leak one member's rights to another.
 * Only the features' and auth's `*.server.ts` modules call this.
 *
 * `client` (forwardedClient in rate-limit.server.ts), on the login and password-reset calls, is
 * the visitor's address, sent in CLIENT_ADDRESS_HEADER: PocketBase trusts that header for its own
 * per-client limit on those endpoints (settings.trustedProxy, migration 1795600010). It may: it
 * listens on 127.0.0.1 only (scripts/pocketbase.mjs, PB_HTTP in the Dockerfile), so nobody but the
 * site can set it (docs/decisions/accounts-and-sessions.md#login-limit).
 */
export function createPocketBase(token?: string | null, client?: string | null): PocketBase {
  const { POCKETBASE_URL, POCKETBASE_TIMEOUT_MS } = getEnv()
  const pb = new PocketBase(POCKETBASE_URL)
  pb.autoCancellation(false)
  pb.beforeSend = (url, options) => {
    options.headers = {
      ...options.headers,
      "Accept-Language": "pt-BR",
      ...(client ? { [CLIENT_ADDRESS_HEADER]: client } : {}),
    }
    // Every call gives up in time: a frozen PocketBase must not hold the site's requests for minutes.
    const timeout = AbortSignal.timeout(POCKETBASE_TIMEOUT_MS)
    options.signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    return { url, options }
  }
  if (token) pb.authStore.save(token, null)
  return pb
}

export { ClientResponseError }

/**
 * True when PocketBase could not answer (down, frozen past the timeout, or failing itself), as
 * opposed to refusing: the site then says "try again shortly" (503) instead of "wrong".
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ClientResponseError && (error.status === 0 || error.status >= 500)
}

/** PocketBase's own per-client limit refused the call (its 429). */
export function isTooManyRequests(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 429
}

/**
 * The answer's status when PocketBase did not store a form: 503 with when to retry while it is down,
 * its own 4xx when it refused this record or these values (a record gone, an id that is none), and
 * 500 only for the unexpected.
 */
export function failedWrite(error: unknown): ResponseInit {
  if (isUnavailable(error)) return { status: 503, headers: UNAVAILABLE_HEADERS }
  if (error instanceof ClientResponseError && error.status >= 400) return { status: error.status }
  return { status: 500 }
}

/**
 * A change refused because the record was no longer as its author saw it (another tab, another
 * person, a replayed POST): PocketBase's 409 (app/domain/mudancas.js). Nothing was changed.
 * `current` holds the seen fields that changed, as stored now (`{ status: "aprovado" }`); null when
 * the record is gone.
 */
export class StaleChangeError extends Error {
  constructor(public readonly current: Readonly<Record<string, string>> | null) {
    super(STALE_MESSAGE)
    this.name = "StaleChangeError"
  }
}

/** PocketBase's 409 as StaleChangeError, with what is stored now; any other error as it is. */
export function staleChangeOr(error: unknown): unknown {
  if (!(error instanceof ClientResponseError) || error.status !== STALE_STATUS) return error
  const data = (error.response?.data ?? {}) as Record<
    string,
    { code?: string; params?: { current?: unknown } }
  >
  const current: Record<string, string> = {}
  for (const [field, item] of Object.entries(data)) {
    if (item?.code === STALE_CODE) current[field] = String(item.params?.current ?? "")
  }
  return new StaleChangeError(current)
}

/**
 * A write PocketBase refused by its own checks (its 400, a hook's or a field's message per field:
 * the presidency rule, a setting's check). Nothing was changed.
 */
export class RefusedWriteError extends Error {
  constructor(public readonly fields: Readonly<Record<string, string>>) {
    super(Object.values(fields)[0] ?? "")
    this.name = "RefusedWriteError"
  }

  /** The messages as a form's reply takes them: beside the form's own `names`, the others above it. */
  reply(names: readonly string[]) {
    const fieldErrors: Record<string, string[]> = {}
    const formErrors: string[] = []
    for (const [field, message] of Object.entries(this.fields)) {
      if (names.includes(field)) fieldErrors[field] = [message]
      else formErrors.push(message)
    }
    return { fieldErrors, formErrors }
  }
}

/** PocketBase's 400 with messages by field as RefusedWriteError; any other error as it is. */
export function refusedWriteOr(error: unknown): unknown {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return error
  const data = (error.response?.data ?? {}) as Record<string, { message?: unknown } | undefined>
  const fields: Record<string, string> = {}
  for (const [field, item] of Object.entries(data)) {
    if (typeof item?.message === "string" && item.message) fields[field] = item.message
  }
  return Object.keys(fields).length > 0 ? new RefusedWriteError(fields) : error
}

/** True when PocketBase refused a write because `field`'s value is taken (a unique index). */
export function isNotUnique(error: unknown, field: string): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false
  const data = error.response?.data as Record<string, { code?: unknown } | undefined> | undefined
  return data?.[field]?.code === "validation_not_unique"
}

/** True for the "not found" answer, so a model can turn it into null. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 404
}

/** True when PocketBase answers its health check (used by /healthcheck and the container). */
export async function isPocketBaseHealthy(): Promise<boolean> {
  try {
    const response = await fetch(`${getEnv().POCKETBASE_URL}/api/health`, {
      signal: AbortSignal.timeout(3000),
    })
    return response.ok
  } catch {
    return false
  }
}
