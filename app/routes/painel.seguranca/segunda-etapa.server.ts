// The person's own second step (docs/decisions/two-step-login.md) through PocketBase's routes
// (pocketbase/pb_hooks/segunda-etapa.pb.js), with their own token: the authenticator's set-up and
// its first code, the e-mailed code's, new recovery codes, turning it off. PocketBase's refusals are
// thrown as they come (a wrong code's 400, the re-confirmation's 403): the intents decide.
import { apiPath } from "@veteranos/domain/rotas-api"
import { CODIGO_EMAIL_MINUTOS, formatRecoveryCode, MENSAGENS } from "@veteranos/domain/seguranca"
import { BASE32, CODIGO_DIGITOS, groupedSecret } from "@veteranos/domain/totp"
import type { PanelUser } from "~/auth/guards.server"
import { mustSetUpSecondStep } from "~/auth/second-step-setup.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { qrCodeSvg } from "~/utils/qr-code.server"
import { QR_PX, type AppStep } from "./segunda-etapa-passo"

/** What the page shows of the person's second step: all of it comes with the session. */
export function segundaEtapaOf(user: PanelUser) {
  return {
    // A seat holder who has none yet is here because the guard sent them (second-step-setup.server.ts).
    motivo: mustSetUpSecondStep(user) ? MENSAGENS.motivo : null,
    metodo: user.segundaEtapa,
    obrigatoria: user.segundaEtapaObrigatoria,
    email: user.email,
    codigo: { digitos: CODIGO_DIGITOS, minutos: CODIGO_EMAIL_MINUTOS },
  }
}

type Rota = Parameters<typeof apiPath>[0]

function post<T>(token: string, rota: Rota, body?: Record<string, unknown>): Promise<T> {
  return createPocketBase(token).send<T>(apiPath(rota), { method: "POST", body })
}

type Codigos = { codigos: string[] }

/** The recovery codes as the person writes them down ("abcde-fghij"). */
const shown = ({ codigos }: Codigos) => codigos.map(formatRecoveryCode)

/** The set-up step of `segredo`: its QR code drawn here, at the size the page shows it. */
async function appStep(segredo: string, uri: string): Promise<AppStep> {
  const svg = await qrCodeSvg(uri, QR_PX)
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
  return { segredo, uri, chave: groupedSecret(segredo), qrCode }
}

/** A new authenticator secret, waiting for its first code (a second step already set: re-confirmed). */
export async function startApp(token: string): Promise<AppStep> {
  const { segredo, uri } = await post<{ segredo: string; uri: string }>(token, "startApp")
  return appStep(segredo, uri)
}

const SEGREDO = new RegExp(`^[${BASE32}]{16,64}$`)
const URI_MAX = 500

/**
 * The set-up step again from what its form sent back (a refused code), so the person types another
 * code without setting it up anew; null unless it is a secret and an authenticator's address for it.
 */
export function appStepFrom(formData: FormData): Promise<AppStep> | null {
  const [segredo, uri] = [formData.get("segredo"), formData.get("uri")]
  if (typeof segredo !== "string" || typeof uri !== "string" || !SEGREDO.test(segredo)) return null
  if (uri.length > URI_MAX || !uri.startsWith("otpauth://totp/") || !uri.includes(`?secret=${segredo}&`))
    return null
  return appStep(segredo, uri)
}

/** The authenticator's first code: the second step is then the app. Answers the recovery codes. */
export async function confirmApp(token: string, codigo: string): Promise<string[]> {
  return shown(await post<Codigos>(token, "confirmApp", { codigo }))
}

/** The e-mailed code: the second step is then the e-mail. Answers the recovery codes. */
export async function confirmEmail(token: string, codigo: string): Promise<string[]> {
  return shown(await post<Codigos>(token, "confirmEmail", { codigo }))
}

/** Ten new recovery codes; the old ones stop working. */
export async function newRecoveryCodes(token: string): Promise<string[]> {
  return shown(await post<Codigos>(token, "newRecoveryCodes"))
}

/** Turns the second step off (refused to a seat holder, with MENSAGENS.obrigatoria). */
export async function turnOffSecondStep(token: string): Promise<void> {
  await post(token, "turnOffSecondStep")
}
