// Guards for loaders and actions: they throw the redirect or the 403, so a route reads
// `const user = await requireRole(request, "solicitacoes")` at its top and nothing else.
import { redirect } from "@remix-run/node"
import { canAccess, type PainelAreaId } from "~/utils/permissions"
import { getSession, type SessionUser } from "~/utils/session.server"

export async function getUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request)
  return session.get("user") ?? null
}

/** The path to come back to after login: only a path on this site. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/painel") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback
  }
  return to
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (!user) {
    const url = new URL(request.url)
    const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })
    throw redirect(`/login?${params}`, { status: 303 })
  }
  return user
}

export async function requireRole(request: Request, area: PainelAreaId): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!canAccess(user.role, area)) {
    throw new Response("Acesso negado", { status: 403, statusText: "Acesso negado" })
  }
  return user
}
