// Failures as one line for the logs: the message, without the stack or the SDK's response body.
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
