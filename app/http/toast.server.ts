// Flash messages (Post/Redirect/Get): stored in their own short cookie by the action, read once by
// the next page and rendered in its server HTML, so they show with JavaScript off too.
import { createCookieSessionStorage, redirect } from "@remix-run/node"
import { getEnv } from "~/http/env.server"
import { errorMessage } from "~/utils/errors"

export type Toast = {
  type: "success" | "error"
  title: string
  description?: string
  /** A link the user must copy (a set-password link whose e-mail was not sent): the message stays until closed. */
  link?: string
  /** With `link`: a wa.me link whose message carries it to the person it is for ('Avisar pelo WhatsApp'). */
  whatsapp?: string
  /** Lines the user must read (the files of a batch that were refused): the message stays until closed. */
  details?: string[]
}

/** A panel change PocketBase refused or could not take for no reason the user can act on. */
const ERRO_AO_SALVAR: Toast = {
  type: "error",
  title: "Não foi possível salvar a alteração. Tente novamente.",
}

const storage = createCookieSessionStorage({
  cookie: {
    name: "aviso",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: [getEnv().SESSION_SECRET],
    secure: getEnv().APP_URL.startsWith("https://"),
  },
})

export async function toastHeaders(toast: Toast): Promise<Headers> {
  const session = await storage.getSession()
  session.flash("toast", toast)
  return new Headers({ "Set-Cookie": await storage.commitSession(session) })
}

/**
 * A 303 to `url` carrying the message for the next page. It always names where the page opens: a
 * card's anchor when `url` has one, else the content's top, where the message is. A Location without
 * a fragment would inherit the form's (RFC 9110), and a refused form's action ends in its error
 * summary's anchor (docs/decisions/forms.md#a-refused-form-opens-on-its-errors).
 */
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  for (const [name, value] of await toastHeaders(toast)) headers.append(name, value)
  return redirect(url.includes("#") ? url : `${url}#conteudo`, { status: 303, ...init, headers })
}

/** The pending message, if any, and the header that clears it. */
export async function getToast(request: Request) {
  const session = await storage.getSession(request.headers.get("Cookie"))
  const toast = (session.get("toast") as Toast | undefined) ?? null
  return {
    toast,
    headers: toast ? new Headers({ "Set-Cookie": await storage.destroySession(session) }) : null,
  }
}

/**
 * A panel write that failed for no reason the user can act on: logged as "Falha ao alterar
 * <what>: ...", and 303 back to `to` (the list it was sent from) with ERRO_AO_SALVAR.
 */
export function redirectAfterFailedWrite(to: string, what: string, error: unknown) {
  console.error(`Falha ao alterar ${what}:`, errorMessage(error))
  return redirectWithToast(to, ERRO_AO_SALVAR)
}
