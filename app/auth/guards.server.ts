// Guards for loaders and actions: they throw the redirect or the 403, so every panel loader and
// action reads `const user = await requirePanelAccess(request, "solicitacoes")` at its top and
// nothing else; an intent only some of the page's roles may take adds `requireCapability`.
import { redirect } from "@remix-run/node"
import { tokenExpiresAt } from "~/auth/cadastro-geral.server"
import type { VerifiedSession } from "~/auth/verify-session.server"
import { verifyPanelSession } from "~/panel/page-data.server"
import { forgetPerRequest, perRequest } from "~/http/request-scope.server"
import { serviceUnavailable } from "~/utils/errors"
import {
  can,
  canAccess,
  type Acesso,
  type Capability,
  type PainelAreaId,
  type Role,
} from "~/auth/permissions"
import { isUnavailable } from "~/http/pocketbase.server"
import { acessoFromSeats, holdsAnySeat } from "@veteranos/domain/papeis"
import { requireSecondStepSetUp } from "~/auth/second-step-setup.server"
import {
  destroyUserSession,
  readSessionUser,
  renewUserSession,
  type SessionUser,
} from "~/auth/session.server"
import { toastHeaders } from "~/http/toast.server"

/**
 * The panel's user: the session's, with the role PocketBase gives it on this request and what opens
 * areas beside it (a council, secretary or school seat, being a child's guardian: permissions.ts).
 */
export type PanelUser = SessionUser &
  Required<Acesso> & {
    role: Role
    /** A guardian who owes a child's consent: the panel shows the consent page first (routes/painel). */
    consentimentoPendente?: boolean
    /** The second step set up ("app", "email") or "" (docs/decisions/two-step-login.md). */
    segundaEtapa: string
    /** A current seat makes the second step required (papeis.js holdsAnySeat). */
    segundaEtapaObrigatoria: boolean
    /** The last re-confirmation before a grave change (a stored instant), or "". */
    reconfirmadoEm: string
  }

/**
 * The user of the session cookie, without asking PocketBase (the header on every page uses it: it
 * only needs to know someone is logged in). A token past its expiry is no session. The panel's
 * guards below also ask PocketBase, for the token and the role.
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const user = await readSessionUser(request)
  if (!user || isExpired(user.token, Date.now())) return null
  return user
}

function isExpired(token: string, now: number): boolean {
  const expiresAt = safeExpiresAt(token)
  return expiresAt === null || expiresAt <= now
}

function safeExpiresAt(token: string): number | null {
  try {
    return tokenExpiresAt(token)
  } catch {
    return null
  }
}

// Control characters (a tab or newline inside "/\t/evil.com") let browsers read it as another host.
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** The path to come back to after login: only a path on this site. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/painel") {
  if (
    typeof to !== "string" ||
    !to.startsWith("/") ||
    to.startsWith("//") ||
    to.startsWith("/\\") ||
    hasControlCharacter(to)
  ) {
    return fallback
  }
  return to
}

/** The page the request is for, as the visitor sees it (without Remix's data-request parameters). */
function pagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete("_routes")
  url.searchParams.delete("index")
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ""}`
}

function loginUrl(request: Request): string {
  return `/login?${new URLSearchParams({ redirectTo: pagePath(request) })}`
}

/** The session is over (token expired or refused): drop the cookie and go log in again. */
async function sessionEnded(request: Request): Promise<Response> {
  const headers = await toastHeaders({
    type: "error",
    title: "Sessão encerrada",
    description: "Entre novamente para continuar.",
  })
  headers.append("Set-Cookie", await destroyUserSession(request))
  return redirect(loginUrl(request), { status: 303, headers })
}

/**
 * A refreshed token is stored once the old one has used up half of a token's life, so an active
 * user never meets the expiry, while most requests leave the cookie alone.
 */
export function isRenewalDue(oldExpiresAt: number, freshExpiresAt: number, now: number): boolean {
  const lifetime = freshExpiresAt - now
  return lifetime > 0 && oldExpiresAt - now < lifetime / 2
}

/** PocketBase down or frozen: the 503 page with Retry-After; any other failure as it is. */
function unavailableOr(error: unknown): unknown {
  return isUnavailable(error) ? serviceUnavailable() : error
}

async function verifyUser(request: Request): Promise<PanelUser> {
  const user = await readSessionUser(request)
  if (!user) throw redirect(loginUrl(request), 303)

  const now = Date.now()
  const expiresAt = safeExpiresAt(user.token)
  if (expiresAt === null || expiresAt <= now) throw await sessionEnded(request)

  // Asking PocketBase is what tells a revoked token (password changed, account removed) from a
  // valid one; in the same question it hands out a fresher token and what the role is made of, so a
  // member set inactive or a president replaced sees the change at the next click, and the page's
  // data (page-data.server.ts). A role that could not be read is the error view, never a lesser role.
  let fresh: VerifiedSession | null
  try {
    fresh = await verifyPanelSession(request, user.token)
  } catch (error) {
    throw unavailableOr(error)
  }
  if (!fresh) throw await sessionEnded(request)

  const current: PanelUser = {
    id: user.id,
    nome: fresh.record.nome,
    email: fresh.record.email,
    token: fresh.token,
    ...acessoFromSeats(fresh.seats, fresh.activeMember, fresh.guardian),
    consentimentoPendente: fresh.consentPending,
    segundaEtapa: fresh.segundaEtapa,
    segundaEtapaObrigatoria: holdsAnySeat(fresh.seats),
    reconfirmadoEm: fresh.reconfirmadoEm,
  }
  requireSecondStepSetUp(request, current)
  const freshExpiresAt = safeExpiresAt(fresh.token)
  const method = request.method.toUpperCase()
  if (
    freshExpiresAt !== null &&
    isRenewalDue(expiresAt, freshExpiresAt, now) &&
    (method === "GET" || method === "HEAD")
  ) {
    // Reload the same page with the renewed cookie (a POST keeps its body and renews on the next page).
    throw redirect(pagePath(request), {
      status: 303,
      headers: { "Set-Cookie": await renewUserSession(request, current) },
    })
  }
  return current
}

// The panel layout and the page's own loader guard the same request: PocketBase is asked once.
const VERIFIED = {}

/**
 * The logged-in user, checked with PocketBase, with the role PocketBase gives it now. Not logged in:
 * 303 to /login?redirectTo=<this page>. A token PocketBase no longer accepts ends the session the
 * same way. PocketBase not answering throws (the error view).
 */
export function requireUser(request: Request): Promise<PanelUser> {
  return perRequest(request, VERIFIED, () => verifyUser(request))
}

/**
 * After an action's change: a page answered without JavaScript is drawn in the action's own request,
 * whose user was read before the change, which may be the session's own (a second step just turned
 * on, a seat given). The loaders' guard then asks PocketBase again.
 */
export function forgetVerifiedUser(request: Request): void {
  forgetPerRequest(request, VERIFIED)
}

/** The 403 'Acesso negado' a guard throws: the panel's error boundary shows it, never the page's data. */
function forbidden(): Response {
  return new Response("Acesso negado", { status: 403, statusText: "Acesso negado" })
}

/**
 * The one guard of every panel loader and action: requireUser, then the role matrix for the page's
 * area, and, when given, a capability the role must have as well (the president reads
 * /painel/financeiro but only the financial director changes it). Without either, 403 'Acesso
 * negado' and none of the data.
 */
export async function requirePanelAccess(
  request: Request,
  area: PainelAreaId,
  capability?: Capability,
): Promise<PanelUser> {
  const user = await requireUser(request)
  if (!canAccess(user, area)) throw forbidden()
  if (capability) requireCapability(user, capability)
  return user
}

/**
 * For an action whose intents differ in who may take them: after requirePanelAccess, once the intent
 * is known, 403 unless the user's role has `capability`.
 */
export function requireCapability(user: PanelUser, capability: Capability): void {
  if (!can(user, capability)) throw forbidden()
}
