// What both steps of the login share (/login, and /login/segunda-etapa for an account with a second
// step): the session user from PocketBase's token, the login's end (recorded, a new session, the
// welcome message), and the way from the right password to the second page.
import { redirect } from "@remix-run/node"
import { recordLogin } from "~/auth/acessos.server"
import { startPendingLogin } from "~/auth/login-pendente.server"
import { startSecondStep } from "~/auth/segunda-etapa.server"
import { commitUserSession, type SessionUser } from "~/auth/session.server"
import { verifySession } from "~/auth/verify-session.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"

/** The second page of the login. */
export const SEGUNDA_ETAPA_PATH = "/login/segunda-etapa"

/**
 * The session user of a token PocketBase just gave. The session keeps no role (the panel reads it on
 * every request), but a login whose role PocketBase cannot give now is refused: the caller answers
 * 'try again' on its form, instead of opening a session onto an error page
 * (docs/decisions/roles-and-access.md#the-role-is-read-on-every-request). verifySession throws; it
 * never falls back to 'geral'.
 */
export async function loggedInUser(token: string): Promise<SessionUser> {
  const session = await verifySession(token)
  if (!session) throw new Error("PocketBase recusou o token que acabou de dar")
  const { record } = session
  return { id: record.id, nome: record.nome, email: record.email, token: session.token }
}

/**
 * The login is done: recorded for the dashboard's history, a brand-new session (the one the
 * request held ends), and 303 to `redirectTo` with the welcome message; `cookies` go with it.
 */
export async function completeLogin(
  request: Request,
  user: SessionUser,
  redirectTo: string,
  cookies: string[] = [],
): Promise<Response> {
  try {
    await recordLogin(user.id, user.token)
  } catch (error) {
    // The dashboard's history misses one row; the login itself stands.
    console.error("Falha ao registrar o acesso:", errorMessage(error))
  }
  const headers = new Headers()
  for (const line of [await commitUserSession(user, request), ...cookies]) headers.append("Set-Cookie", line)
  return redirectWithToast(
    redirectTo,
    { type: "success", title: "Login realizado com sucesso!", description: "Bem-vindo de volta." },
    { headers },
  )
}

/**
 * The password was right and the account gives a second step: the second page opens (an e-mailed
 * code is sent now) and the login waits there, with no session. Throws when PocketBase does not
 * answer.
 */
export async function beginSecondStep(
  request: Request,
  login: { mfaId: string; email: string; redirectTo: string },
): Promise<Response> {
  const metodo = await startSecondStep(login.mfaId)
  const cookie = await startPendingLogin(request, { ...login, metodo })
  // A Location without a fragment would inherit the login form's (its error summary's anchor).
  return redirect(`${SEGUNDA_ETAPA_PATH}#conteudo`, { status: 303, headers: { "Set-Cookie": cookie } })
}
