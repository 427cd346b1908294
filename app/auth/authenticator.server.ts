// remix-auth v4 with remix-auth-form: the strategy checks the e-mail and password with PocketBase and
// gives back the session user; the login action stores it in our cookie session.
import { Authenticator } from "remix-auth"
import { FormStrategy } from "remix-auth-form"
import { authWithPassword } from "~/auth/cadastro-geral.server"
import { verifySession } from "~/auth/verify-session.server"
import type { SessionUser } from "~/auth/session.server"
import { forwardedClient } from "~/http/rate-limit.server"

export const authenticator = new Authenticator<SessionUser>()

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = String(form.get("email") ?? "").trim()
    const password = String(form.get("password") ?? "")
    // PocketBase limits logins per client too: it is told which one (forwardedClient).
    const { token } = await authWithPassword(email, password, forwardedClient(request))
    // The session keeps no role (the panel reads it on every request), but a login whose role
    // PocketBase cannot give now is refused here: the login action answers 'try again' on the form,
    // with the e-mail kept, instead of opening a session onto an error page
    // (docs/decisions/roles-and-access.md#the-role-is-read-on-every-request). verifySession throws; it never falls back to 'geral'.
    const session = await verifySession(token)
    if (!session) throw new Error("PocketBase recusou o token que acabou de dar")
    const { record } = session
    return { id: record.id, nome: record.nome, email: record.email, token: session.token }
  }),
  "form",
)
