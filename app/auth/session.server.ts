// The login session: a signed cookie holding only a random session id; the PocketBase token and who
// the user is stay on the server, so logging out ends the session for good: a copy of the cookie
// taken before is refused after. Never the role: the panel reads it from PocketBase on every request
// (docs/decisions/roles-and-access.md#the-role-is-read-on-every-request). The sessions are kept in
// memory and in the site's sealed state file (site-store.server.ts), so a restart of the site logs
// nobody out (docs/decisions/accounts-and-sessions.md#sessions-live-on-the-server). Each session also
// keeps where and when it was opened and last used, for the person's list of their sessions
// (sessoes.server.ts; docs/decisions/two-step-login.md#sessions).
import { randomBytes } from "node:crypto"
import { createSessionStorage } from "@remix-run/node"
import { getEnv } from "~/http/env.server"
import { persistedMap, type PersistedMap } from "~/auth/site-store.server"
import {
  clientOf,
  isSessionClient,
  LAST_SEEN_STEP_MS,
  type SessionClient,
} from "~/auth/session-client.server"

export type { SessionClient }

export type SessionUser = {
  id: string
  nome: string
  email: string
  token: string
}

/** `client` only passes through on the way into a new session's storage (createData). */
type SessionData = { user: SessionUser; client: SessionClient }

// The longest a session lives (the cookie's max age); PocketBase's token usually ends it sooner.
const MAX_AGE_S = 60 * 60 * 24 * 14
// Bounded memory and file however many logins there are: past this, the oldest sessions end first.
const MAX_SESSIONS = 20_000

type Stored = { data: Partial<SessionData>; expiresAt: number; client?: SessionClient }

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
  const { client: given, ...rest } = data
  const client = given ?? map.get(id)?.client
  map.delete(id)
  map.set(id, { data: rest, expiresAt: expires?.getTime() ?? Date.now() + MAX_AGE_S * 1000, client })
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
 * over an old one, a password change) ends here, and where that request comes from is kept beside
 * the new session (session-client.server.ts).
 */
export async function commitUserSession(user: SessionUser, replacing?: Request): Promise<string> {
  if (replacing) await sessionStorage.destroySession(await getSession(replacing))
  const session = await sessionStorage.getSession()
  session.set("user", stored(user))
  session.set("client", clientOf(replacing, Date.now()))
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

/** A live session of one account, as its list of sessions reads it (sessoes.server.ts). */
export type OwnSession = { id: string; client: SessionClient | null }

/** The live sessions of the account `userId`. */
export function sessionsOf(userId: string, now = Date.now()): OwnSession[] {
  const found: OwnSession[] = []
  for (const [id, stored] of sessions().map) {
    if (stored.data.user?.id !== userId || stored.expiresAt <= now) continue
    found.push({ id, client: isSessionClient(stored.client) ? stored.client : null })
  }
  return found
}

/** The id of the live session the request's cookie names, or null (no cookie, forged, ended). */
export async function sessionIdOf(request: Request): Promise<string | null> {
  const { id } = await getSession(request)
  return id && live(id) ? id : null
}

/** Ends the sessions `ids` on the server: their cookies are refused from their next request on. */
export function endSessions(ids: readonly string[]): void {
  const { map, changed } = sessions()
  let ended = false
  for (const id of ids) ended = map.delete(id) || ended
  if (ended) changed()
}

/**
 * The request's session was used now: its last activity is written at most once per
 * LAST_SEEN_STEP_MS, so a busy session does not rewrite the state file at each click. A session
 * stored before sessions kept their client gets this request's.
 */
export async function touchSession(request: Request, now = Date.now()): Promise<void> {
  const id = await sessionIdOf(request)
  const stored = id ? sessions().map.get(id) : undefined
  if (!stored) return
  if (!isSessionClient(stored.client)) stored.client = clientOf(request, now)
  else if (now - stored.client.lastSeen >= LAST_SEEN_STEP_MS) stored.client.lastSeen = now
  else return
  sessions().changed()
}
