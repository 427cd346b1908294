// The login between its two steps: the password was right, the code is not given yet. No session
// and nothing of the panel (docs/decisions/two-step-login.md#the-threat): only what the second page
// needs, kept on the server (in memory and the site's sealed state file, site-store.server.ts, so a
// restart of the site loses no one's login half-way) under a random id that a signed cookie of the
// login's pages carries. It lasts as long as PocketBase's MFA waits for the code (CODIGO_EMAIL_MINUTOS).
import { randomBytes } from "node:crypto"
import { createCookie } from "@remix-run/node"
import { CODIGO_EMAIL_MINUTOS, METODOS } from "@veteranos/domain/seguranca"
import { persistedMap, type PersistedMap } from "~/auth/site-store.server"
import type { Metodo } from "~/auth/segunda-etapa.server"
import { getEnv } from "~/http/env.server"

export type LoginPendente = {
  /** PocketBase's MFA id for the right password: the code finishes this login. */
  mfaId: string
  email: string
  metodo: Metodo
  /** Where the login goes once finished (already checked by safeRedirect). */
  redirectTo: string
  /** Milliseconds since the epoch. */
  expiresAt: number
}

const DURACAO_MS = CODIGO_EMAIL_MINUTOS * 60_000
// Bounded memory and file: each entry costs a right password, but past this the oldest go first.
const MAX_PENDENTES = 10_000

const isLive = (value: unknown, now: number): value is LoginPendente => {
  const stored = value as Partial<LoginPendente> | null
  return (
    typeof stored?.mfaId === "string" &&
    typeof stored.email === "string" &&
    (METODOS as readonly unknown[]).includes(stored.metodo) &&
    typeof stored.redirectTo === "string" &&
    typeof stored.expiresAt === "number" &&
    stored.expiresAt > now
  )
}

let kept: PersistedMap<LoginPendente> | undefined
const pendentes = () => (kept ??= persistedMap("logins-pendentes", isLive))

const cookie = createCookie("entrada", {
  // Sent to /login and its second page only.
  path: "/login",
  httpOnly: true,
  sameSite: "lax",
  secrets: [getEnv().SESSION_SECRET],
  secure: getEnv().APP_URL.startsWith("https://"),
  maxAge: DURACAO_MS / 1000,
})

async function idOf(request: Request): Promise<string | null> {
  const id: unknown = await cookie.parse(request.headers.get("Cookie"))
  return typeof id === "string" && id !== "" ? id : null
}

function forget(id: string | null) {
  const { map, changed } = pendentes()
  if (id !== null && map.delete(id)) changed()
}

/**
 * The pending login of the request: "vivo" with its data, "expirado" when its cookie names one that
 * is over (or unknown), "ausente" when it brings none.
 */
export async function readPendingLogin(
  request: Request,
): Promise<{ status: "ausente" | "expirado" } | { status: "vivo"; pendente: LoginPendente }> {
  const id = await idOf(request)
  if (id === null) return { status: "ausente" }
  const stored = pendentes().map.get(id)
  if (!isLive(stored, Date.now())) {
    forget(id)
    return { status: "expirado" }
  }
  return { status: "vivo", pendente: stored }
}

/** Keeps a new pending login (the request's previous one ends); answers its Set-Cookie. */
export async function startPendingLogin(
  request: Request,
  dados: Omit<LoginPendente, "expiresAt">,
): Promise<string> {
  forget(await idOf(request))
  const { map, changed } = pendentes()
  const id = randomBytes(24).toString("base64url")
  map.set(id, { ...dados, expiresAt: Date.now() + DURACAO_MS })
  // The Map keeps insertion order: the first entries are the oldest.
  while (map.size > MAX_PENDENTES) map.delete(map.keys().next().value as string)
  changed()
  return cookie.serialize(id)
}

/** Ends the request's pending login (finished, or over); answers the Set-Cookie that drops it. */
export async function endPendingLogin(request: Request): Promise<string> {
  forget(await idOf(request))
  return cookie.serialize("", { maxAge: 0, expires: new Date(0) })
}
