// A loader's "log and fall back": models throw, and the route decides that a failed read shows an
// empty state instead of the error view (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
import { errorMessage } from "~/utils/errors"

/** What `read` gives, or `fallback` when it fails; the failure is logged as "Falha ao ler <what>: ...". */
export async function orFallback<T>(what: string, read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read
  } catch (error) {
    console.error(`Falha ao ler ${what}:`, errorMessage(error))
    return fallback
  }
}
