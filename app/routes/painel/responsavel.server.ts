// What the panel's layout asks of a child's guardian (docs/decisions/youth-school.md#consent): the
// consent page before any other panel page while a child's consent is owed for the current text. It
// comes with the session PocketBase gives on this request (consentimentoPendente): no question more.
import { redirect } from "@remix-run/node"
import type { PanelUser } from "~/auth/guards.server"

/** The consent page: the one panel page a guardian who owes a consent may open. */
export const CONSENTIMENTO_PATH = "/painel/filhos/consentimento"

/** 303 to the consent page when `user` owes a child's consent and asks for any other panel page. */
export function requireConsentAnswered(request: Request, user: PanelUser): void {
  if (!user.consentimentoPendente) return
  if (new URL(request.url).pathname.replace(/\/$/, "") === CONSENTIMENTO_PATH) return
  throw redirect(CONSENTIMENTO_PATH, 303)
}
