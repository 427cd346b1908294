// The login session: a signed cookie holding the PocketBase token and who the user is.
import { createCookieSessionStorage } from "@remix-run/node"
import { getEnv } from "~/utils/env.server"
import type { Role } from "~/utils/permissions"

export type SessionUser = {
  id: string
  nome: string
  email: string
  role: Role
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
