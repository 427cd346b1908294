// What the panel's layout asks of a child's guardian (docs/decisions/youth-school.md#consent): the
// consent page before any other panel page while a child's consent is owed for the current text,
// and the menu's 'Responsável' for a guardian with no role of their own. Both come with the
// session PocketBase gives on this request (consentimentoPendente, responsavel): no question more.
import { redirect } from "@remix-run/node"
import type { PanelUser } from "~/auth/guards.server"
import { ROLE_LABELS } from "~/auth/permissions"

/** The consent page: the one panel page a guardian who owes a consent may open. */
export const CONSENTIMENTO_PATH = "/painel/filhos/consentimento"

/** 303 to the consent page when `user` owes a child's consent and asks for any other panel page. */
export function requireConsentAnswered(request: Request, user: PanelUser): void {
  if (!user.consentimentoPendente) return
  if (new URL(request.url).pathname.replace(/\/$/, "") === CONSENTIMENTO_PATH) return
  throw redirect(CONSENTIMENTO_PATH, 303)
}

/** The role's label in the menu: 'Responsável' for a guardian whose role is no more than an account's. */
export function roleLabelOf(user: PanelUser): string {
  return user.responsavel && user.role === "geral" ? "Responsável" : ROLE_LABELS[user.role]
}
