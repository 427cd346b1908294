// The login session: a signed cookie holding the PocketBase token and who the user is. Never the
// role: the panel reads it from PocketBase on every request (docs/architecture.md#decisions item 15).
import { createCookieSessionStorage } from "@remix-run/node"
import { getEnv } from "~/utils/env.server"

export type SessionUser = {
  id: string
  nome: string
  email: string
  token: string
}

type SessionData = { user: SessionUser }

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: "sessao",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: [getEnv().SESSION_SECRET],
    // Secure whenever the site is served over HTTPS (production); plain http://localhost otherwise.
    secure: getEnv().APP_URL.startsWith("https://"),
    maxAge: 60 * 60 * 24 * 14,
  },
})

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"))
}

/**
 * The user stored in the session, if the cookie holds a well-formed one. A role left in a cookie
 * written before roles were read per request is ignored.
 */
export async function readSessionUser(request: Request): Promise<SessionUser | null> {
  const user: unknown = (await getSession(request)).get("user")
  if (!user || typeof user !== "object") return null
  const { id, nome, email, token } = user as Record<string, unknown>
  if (typeof id !== "string" || typeof token !== "string") return null
  return { id, nome: String(nome ?? ""), email: String(email ?? ""), token }
}

/**
 * The Set-Cookie of a brand-new session for `user`: never the visitor's previous session, so nothing
 * planted before the login survives it (session fixation).
 */
export async function commitUserSession(user: SessionUser): Promise<string> {
  const session = await sessionStorage.getSession()
  // Exactly these fields: a caller holding a PanelUser does not write its role into the cookie.
  session.set("user", { id: user.id, nome: user.nome, email: user.email, token: user.token })
  return sessionStorage.commitSession(session)
}

/** The Set-Cookie that ends the session. */
export async function destroyUserSession(request: Request): Promise<string> {
  return sessionStorage.destroySession(await getSession(request))
}
