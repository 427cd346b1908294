// A person's sessions, which they see and end on /painel/seguranca
// (docs/decisions/two-step-login.md#sessions): each session of their
// account with its browser and system (named from the user agent by bowser), its network and its
// last activity. A session is named by a handle derived from its id, never by the id the cookie
// carries; an ended session no longer exists, so its cookie is refused at its next request and the
// guard sends it to /login.
import { createHash } from "node:crypto"
import Bowser from "bowser"
import { endSessions, sessionIdOf, sessionsOf, type OwnSession } from "~/auth/session.server"

/** A session's handle: what a page shows and sends back to end it (sessionHandle). */
export const SESSION_HANDLE = /^[A-Za-z0-9_-]{22}$/

export type Sessao = {
  /** The session's handle: naming it opens nothing. */
  id: string
  /** The browser's name, "" when the user agent does not say. */
  browser: string
  /** The system's name, "" when the user agent does not say. */
  system: string
  /** "a.b.c.0/24" or an IPv6 /48, "" when not known. */
  network: string
  /** The last activity (milliseconds since the epoch), null for a session that kept none. */
  lastSeen: number | null
  /** The session of the request that asks. */
  current: boolean
}

/** The handle of the session `id`: a hash, which gives nothing back of the id. */
const sessionHandle = (id: string) =>
  createHash("sha256").update(`sessao:${id}`).digest("base64url").slice(0, 22)

function namesOf(userAgent: string): { browser: string; system: string } {
  if (userAgent.trim() === "") return { browser: "", system: "" }
  const { browser, os } = Bowser.parse(userAgent)
  return { browser: browser.name ?? "", system: os.name ?? "" }
}

function toSessao(session: OwnSession, current: string | null): Sessao {
  const { client } = session
  return {
    id: sessionHandle(session.id),
    ...namesOf(client?.userAgent ?? ""),
    network: client?.network ?? "",
    lastSeen: client?.lastSeen ?? null,
    current: session.id === current,
  }
}

/** The sessions of `userId`: the request's own first, then the most recently active. */
export async function listSessions(request: Request, userId: string): Promise<Sessao[]> {
  const current = await sessionIdOf(request)
  return sessionsOf(userId)
    .map((session) => toSessao(session, current))
    .sort((a, b) => Number(b.current) - Number(a.current) || (b.lastSeen ?? 0) - (a.lastSeen ?? 0))
}

/**
 * Ends the session `handle` names among `userId`'s other sessions; false when none of them has it
 * (ended already, or another account's: nobody ends what is not theirs).
 */
export async function endSession(request: Request, userId: string, handle: string): Promise<boolean> {
  const current = await sessionIdOf(request)
  const found = sessionsOf(userId).find(({ id }) => id !== current && sessionHandle(id) === handle)
  if (found) endSessions([found.id])
  return found !== undefined
}

/**
 * 'Sair de todos os outros aparelhos': every session of `userId` but the request's ends. A password
 * change calls it before commitUserSession replaces the request's session: after it, the request
 * names no session and every one would end.
 */
export async function endOtherSessions(request: Request, userId: string): Promise<number> {
  const current = await sessionIdOf(request)
  const others = sessionsOf(userId)
    .map(({ id }) => id)
    .filter((id) => id !== current)
  endSessions(others)
  return others.length
}
