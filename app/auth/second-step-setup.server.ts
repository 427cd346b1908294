// A seat that starts takes its holder, at their next click, to set up the second step before anything
// else in the panel (docs/decisions/two-step-login.md#a-seat-requires-it). Checked in the guard every
// panel loader and action calls, so no page or POST is reached before it; the page itself says why
// (MENSAGENS.motivo).
import { redirect } from "@remix-run/node"

/** The panel page where the second step is set up: the one page open before it is. */
export const SEGURANCA_PATH = "/painel/seguranca"

type Pessoa = { segundaEtapa: string; segundaEtapaObrigatoria: boolean }

/** True when `user` holds a seat and has not set a second step up yet. */
export const mustSetUpSecondStep = (user: Pessoa) => user.segundaEtapaObrigatoria && user.segundaEtapa === ""

/** 303 to the security page when `user` must set the second step up and asks for another page. */
export function requireSecondStepSetUp(request: Request, user: Pessoa): void {
  if (!mustSetUpSecondStep(user)) return
  if (new URL(request.url).pathname.replace(/\/$/, "") === SEGURANCA_PATH) return
  throw redirect(SEGURANCA_PATH, 303)
}
