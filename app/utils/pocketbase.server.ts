import PocketBase, { ClientResponseError } from "pocketbase"
import { getEnv } from "~/utils/env.server"

/**
 * A new PocketBase client for one request, authenticated with the visitor's token when there is
 * one. Never shared: a shared authenticated instance would leak one member's rights to another.
 * Only app/models/* call this.
 */
export function createPocketBase(token?: string | null): PocketBase {
  const pb = new PocketBase(getEnv().POCKETBASE_URL)
  pb.autoCancellation(false)
  pb.beforeSend = (url, options) => {
    options.headers = { ...options.headers, "Accept-Language": "pt-BR" }
    return { url, options }
  }
  if (token) pb.authStore.save(token, null)
  return pb
}

export { ClientResponseError }

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
