// The re-confirmation before a grave change (docs/decisions/two-step-login.md#re-confirmation):
// PocketBase refuses the change with 403 and MENSAGENS.reconfirmar unless its author confirmed their
// password and code within the last minutes; every panel page answers that refusal the same way,
// with a 303 to /painel/reconfirmar, which comes back to the page to repeat the change.
import { isRecentReconfirmation, MENSAGENS } from "@veteranos/domain/seguranca"
import { ClientResponseError } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"

const RECONFIRMAR_PATH = "/painel/reconfirmar"

/** True for PocketBase's refusal of a grave change its author has not re-confirmed recently. */
export function isReconfirmationRequired(error: unknown): boolean {
  return (
    error instanceof ClientResponseError &&
    error.status === 403 &&
    (error.response as { message?: unknown } | undefined)?.message === MENSAGENS.reconfirmar
  )
}

/**
 * For a page's own error handling: the re-confirmation's refusal goes on to the intent's dispatcher
 * (which sends the person to confirm), anything else stays the page's.
 */
export function rethrowReconfirmation(error: unknown): void {
  if (isReconfirmationRequired(error)) throw error
}

/** Remix's own parameters are not the page's. */
const REMIX_PARAMS = ["_routes", "index", "_data"]

/** The page `request` is for, its path and query, as the person sees it. */
export function pageOf(request: Request): string {
  const url = new URL(request.url)
  for (const name of REMIX_PARAMS) url.searchParams.delete(name)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ""}`
}

/** The re-confirmation page's address, coming back to `voltar`. */
const reconfirmAddress = (voltar: string) => `${RECONFIRMAR_PATH}?${new URLSearchParams({ voltar })}`

/** 303 to the re-confirmation page, which comes back to the page of `request`. */
export function redirectToReconfirm(request: Request) {
  return redirectWithToast(reconfirmAddress(pageOf(request)), {
    type: "error",
    title: "Confirme que é você",
    description: MENSAGENS.reconfirmar,
  })
}

/**
 * For a grave step the site itself guards before asking PocketBase (the full export; a code e-mailed
 * to replace a second step): throws the 303 to the re-confirmation page unless `user` re-confirmed
 * within the last minutes.
 */
export async function requireRecentReconfirmation(request: Request, user: { reconfirmadoEm: string }) {
  if (!isRecentReconfirmation(user.reconfirmadoEm, Date.now())) throw await redirectToReconfirm(request)
}
