// The login session: a signed cookie holding only a random session id; the PocketBase token and who
// the user is stay on the server, so logging out ends the session for good: a copy of the cookie
// taken before is refused after. Never the role: the panel reads it from PocketBase on every request
// (docs/decisions/roles-and-access.md#the-role-is-read-on-every-request). The sessions are kept in
// memory and in the site's sealed state file (site-store.server.ts), so a restart of the site logs
// nobody out (docs/decisions/accounts-and-sessions.md#sessions-live-on-the-server).
import { randomBytes } from "node:crypto"
import { createSessionStorage } from "@remix-run/node"
import { getEnv } from "~/http/env.server"
import { persistedMap, type PersistedMap } from "~/auth/site-store.server"

export type SessionUser = {
  id: string
  nome: string
  email: string
  token: string
}

type SessionData = { user: SessionUser }

// The longest a session lives (the cookie's max age); PocketBase's token usually ends it sooner.
const MAX_AGE_S = 60 * 60 * 24 * 14
// Bounded memory and file however many logins there are: past this, the oldest sessions end first.
const MAX_SESSIONS = 20_000

type Stored = { data: Partial<SessionData>; expiresAt: number }

const isLiveSession = (value: unknown, now: number): value is Stored => {
  const stored = value as Partial<Stored> | null
  return (
    typeof stored?.data === "object" &&
    stored.data !== null &&
    typeof stored.expiresAt === "number" &&
    stored.expiresAt > now
  )
}

let kept: PersistedMap<Stored> | undefined
/** The sessions, opened from the state file on first use. */
const sessions = () => (kept ??= persistedMap("sessions", isLiveSession))

function newId(): string {
  return randomBytes(24).toString("base64url")
}

function live(id: string): Stored | null {
  const { map, changed } = sessions()
  const stored = map.get(id)
  if (!stored) return null
  if (stored.expiresAt <= Date.now()) {
    map.delete(id)
    changed()
    return null
  }
  return stored
}

function store(id: string, data: Partial<SessionData>, expires: Date | undefined) {
  const { map, changed } = sessions()
  map.delete(id)
  map.set(id, { data, expiresAt: expires?.getTime() ?? Date.now() + MAX_AGE_S * 1000 })
  // The Map keeps insertion order: the first entries are the oldest.
  while (map.size > MAX_SESSIONS) map.delete(map.keys().next().value as string)
  changed()
}

export const sessionStorage = createSessionStorage<SessionData>({
  async createData(data, expires) {
    const id = newId()
    store(id, data, expires)
    return id
  },
  async readData(id) {
    return live(id)?.data ?? null
  },
  async updateData(id, data, expires) {
    store(id, data, expires)
  },
  async deleteData(id) {
    const { map, changed } = sessions()
    if (map.delete(id)) changed()
  },
  cookie: {
    name: "sessao",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: [getEnv().SESSION_SECRET],
    // Secure whenever the site is served over HTTPS (production); plain http://localhost otherwise.
    secure: getEnv().APP_URL.startsWith("https://"),
    maxAge: MAX_AGE_S,
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

const stored = (user: SessionUser): SessionUser =>
  // Exactly these fields: a caller holding a PanelUser does not write its role into the session.
  ({ id: user.id, nome: user.nome, email: user.email, token: user.token })

/**
 * The Set-Cookie of a brand-new session for `user`: never the visitor's previous session, so nothing
 * planted before the login survives it (session fixation); the session `replacing` holds (a login
 * over an old one, a password change) ends here.
 */
export async function commitUserSession(user: SessionUser, replacing?: Request): Promise<string> {
  if (replacing) await sessionStorage.destroySession(await getSession(replacing))
  const session = await sessionStorage.getSession()
  session.set("user", stored(user))
  return sessionStorage.commitSession(session)
}

/** The same session with a fresher token (its id unchanged, so a parallel request keeps working). */
export async function renewUserSession(request: Request, user: SessionUser): Promise<string> {
  const session = await getSession(request)
  session.set("user", stored(user))
  return sessionStorage.commitSession(session)
}

/** The Set-Cookie that ends the session, on the server too: the same cookie is refused after. */
export async function destroyUserSession(request: Request): Promise<string> {
  return sessionStorage.destroySession(await getSession(request))
}
