// Failures as one line for the logs: the message, without the stack or the SDK's response body.
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * An unexpected failure for the operator's log: the stack, but never what a person sent. PocketBase's
 * errors carry the request's address (filters with e-mails) and its answer (the submitted record),
 * so of them only the status and message are kept.
 */
export function describeError(error: unknown): string {
  if (error && typeof error === "object" && "url" in error && "status" in error && "response" in error) {
    return `PocketBase ${String(error.status)}: ${errorMessage(error)}`
  }
  if (error instanceof Error) return error.stack ?? error.message
  return String(error)
}

/** Seconds a client is told to wait before trying again while the data service is down. */
const RETRY_AFTER_SECONDS = 30

/** The headers of a 503: when to try again, and that the outage page is not to be cached. */
export const UNAVAILABLE_HEADERS = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" }

/** The answer a guard throws while the data service is down: the 503 page, with Retry-After. */
export function serviceUnavailable(): Response {
  return new Response("Serviço temporariamente indisponível", {
    status: 503,
    statusText: "Serviço indisponível",
    headers: UNAVAILABLE_HEADERS,
  })
}
