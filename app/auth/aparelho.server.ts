// 'Lembrar este aparelho por 30 dias': the browser keeps PocketBase's random token in the `aparelho`
// cookie, and the login sends it as the second step; PocketBase keeps only its hash, for one
// account (docs/decisions/two-step-login.md#remembered-browsers). The token is the cookie's value as
// it is (no signature: only PocketBase can tell a good one), httpOnly, lax, Secure over HTTPS, as the
// session's cookie (session.server.ts).
import { APARELHO_DIAS } from "@veteranos/domain/seguranca"
import { getEnv } from "~/http/env.server"

const APARELHO_COOKIE = "aparelho"
const MAX_AGE_S = APARELHO_DIAS * 24 * 60 * 60
/** What PocketBase hands out (48 small letters and digits), with room to spare; anything else is no token. */
const TOKEN = /^[a-z0-9]{16,128}$/

/** The remembered browser's token the request brings, or null. */
export function deviceTokenOf(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...value] = part.split("=")
    if (name?.trim() !== APARELHO_COOKIE) continue
    const token = value.join("=").trim()
    if (TOKEN.test(token)) return token
  }
  return null
}

/** The Set-Cookie that makes the browser remember `token` for APARELHO_DIAS. */
export function deviceCookie(token: string): string {
  if (!TOKEN.test(token)) throw new Error("Token de aparelho inesperado")
  const expires = new Date(Date.now() + MAX_AGE_S * 1000).toUTCString()
  const secure = getEnv().APP_URL.startsWith("https://") ? "; Secure" : ""
  return `${APARELHO_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_S}; Expires=${expires}; HttpOnly; SameSite=Lax${secure}`
}
