import { data } from "@remix-run/node"
import type { PanelUser } from "~/auth/guards.server"
import { readFormData } from "~/forms/form-data.server"
import { ECHO_LIMIT } from "~/forms/submission.server"

/**
 * The answer to a panel POST whose `intent` the page does not handle: 400 and nothing changed. It
 * takes the user the page's requirePanelAccess returned, so it cannot be reached before the guard
 * (a POST without the role gets the guard's 403).
 */
export async function unknownIntent(
  _guarded: PanelUser,
  body: Request | FormData,
) {
  // A page that read the form already (to find the intent) passes it: a body is read only once.
  const intent = (body instanceof FormData ? body : await readFormData(body)).get("intent")
  return data(
    { erro: "Ação desconhecida.", intent: typeof intent === "string" ? intent.slice(0, ECHO_LIMIT) : null },
    { status: 400 },
  )
}
