// A panel page's reads: a list PocketBase fails to give is the page's load-error view, never an
// empty list (docs/decisions/server-and-operation.md#failed-reads-empty-state-or-error-view).
import { data } from "@remix-run/node"
import { PANEL_LOAD_ERROR } from "~/panel/panel-error-boundary"
import { errorMessage, UNAVAILABLE_HEADERS } from "~/utils/errors"

/**
 * What `read` gives; when it fails, the failure is logged as "Falha ao ler <what>: ..." and the
 * loader throws a 503 with Retry-After, which the route's PanelErrorBoundary shows as the page's
 * load error.
 */
export async function orLoadError<T>(what: string, read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    console.error(`Falha ao ler ${what}:`, errorMessage(error))
    throw data(PANEL_LOAD_ERROR, { status: 503, headers: UNAVAILABLE_HEADERS })
  }
}
