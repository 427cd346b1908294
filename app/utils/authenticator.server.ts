// remix-auth v4 with remix-auth-form: the strategy checks the e-mail and password with PocketBase and
// gives back the session user (role included); the login action stores it in our cookie session.
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
    const role = await lookupRole(record.id, token)
    return { id: record.id, nome: record.nome, email: record.email, role, token }
  }),
  "form",
)
