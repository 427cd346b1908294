// remix-auth v4 with remix-auth-form: the strategy checks the e-mail and password with PocketBase and
// gives back the session user; the login action stores it in our cookie session.
import { Authenticator } from "remix-auth"
import { FormStrategy } from "remix-auth-form"
import { authWithPassword } from "~/models/cadastro-geral.server"
import { lookupRole } from "~/utils/role.server"
import type { SessionUser } from "~/utils/session.server"

export const authenticator = new Authenticator<SessionUser>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = String(form.get("email") ?? "").trim()
    const password = String(form.get("password") ?? "")
    const { token, record } = await authWithPassword(email, password)
    // The session keeps no role (the panel reads it on every request), but a login whose role
    // PocketBase cannot give now is refused here: the login action answers 'try again' on the form,
    // with the e-mail kept, instead of opening a session onto an error page
    // (docs/architecture.md#decisions item 15). lookupRole throws; it never falls back to 'geral'.
    await lookupRole(record.id, token)
    return { id: record.id, nome: record.nome, email: record.email, token }
  }),
  "form",
)
