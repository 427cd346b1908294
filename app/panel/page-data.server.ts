// A panel page's data, asked with the session in one question
// (docs/decisions/performance.md#one-question-per-panel-page): the guard (requireUser) asks
// PocketBase's panel route for the page being read, and the page's loader takes its data here. A
// POST, whose answer is a redirect, only checks the session; if its action answers with the page
// (a refused form), the page's data is a second question. PocketBase's readers are
// pocketbase/pb_hooks/lib/paginas/.
import { verifySession, verifySessionWithPage, type VerifiedSession } from "~/auth/verify-session.server"
import { orLoadError } from "~/panel/panel-load.server"
import { requestSlot } from "~/http/request-scope.server"
import { touchSession } from "~/auth/session.server"

/** What the guard learnt for a request: the page's data, or the token to ask it with later. */
type Pending = { dados: Promise<unknown> } | { token: string }
const PAGE = {}
const slotOf = (request: Request) => requestSlot<Pending>(request, PAGE)

/** Remix's own parameters are not the page's. */
const REMIX_PARAMS = ["_routes", "index", "_data"]

function pageOf(request: Request) {
  const url = new URL(request.url)
  for (const name of REMIX_PARAMS) url.searchParams.delete(name)
  return { caminho: url.pathname.replace(/\/$/, "") || "/", query: url.searchParams }
}

const isRead = (request: Request) => ["GET", "HEAD"].includes(request.method.toUpperCase())

/**
 * The guard's question: the session PocketBase gives for `token` (null when it no longer accepts
 * it), asked with the page's data when the request reads a page. When the page's data cannot be read
 * but the session can (a reader failed), the session stands and the page shows its load error.
 * Throws when PocketBase does not answer at all. A session PocketBase accepts was active now: its
 * owner's list of sessions says so (docs/decisions/two-step-login.md#sessions).
 */
export async function verifyPanelSession(request: Request, token: string): Promise<VerifiedSession | null> {
  const session = await askSession(request, token)
  if (session) await touchSession(request)
  return session
}

async function askSession(request: Request, token: string): Promise<VerifiedSession | null> {
  if (!isRead(request)) {
    slotOf(request).set({ token })
    return verifySession(token)
  }
  const { caminho, query } = pageOf(request)
  try {
    const { session, dados } = await verifySessionWithPage(token, caminho, query)
    slotOf(request).set({ dados: Promise.resolve(dados) })
    return session
  } catch (error) {
    const session = await verifySession(token)
    const failed = Promise.reject(error)
    // A page whose loader reads nothing of PocketBase's never asks for it.
    failed.catch(() => undefined)
    slotOf(request).set({ dados: failed })
    return session
  }
}

/**
 * The data PocketBase's reader gave for this request's page, after the loader's guard; `what` names
 * it in the load error's log line ("Falha ao ler <what>") when it could not be read.
 */
export async function panelData<T>(request: Request, what: string): Promise<T> {
  const pending = slotOf(request).get()
  if (!pending) throw new Error("panelData antes do guarda da página")
  if ("dados" in pending) return orLoadError(what, pending.dados) as Promise<T>
  const { caminho, query } = pageOf(request)
  const read = verifySessionWithPage(pending.token, caminho, query).then(({ dados }) => dados)
  slotOf(request).set({ dados: read })
  return orLoadError(what, read) as Promise<T>
}
