// What 'Segunda etapa' on /painel/seguranca draws, shared by its server code and its components.
// The shared rules it follows (app/domain/seguranca.js, totp.js) stay on the server: the loader and
// the action send their texts and numbers ready to show.

/** The QR code's side in CSS pixels: drawn on the server at the size the page shows it. */
export const QR_PX = 200

/** The authenticator's set-up, waiting for its first code: the secret, its address and QR code. */
export type AppStep = {
  /** The secret as PocketBase gave it (base32), sent back with the code for a refusal to show again. */
  segredo: string
  /** The otpauth:// address the QR code holds. */
  uri: string
  /** The secret to type by hand, in groups of four. */
  chave: string
  /** The QR code as an image address (SVG, data:). */
  qrCode: string
}

/** The intents whose answer shows the recovery codes, once. */
export type CodigosIntent = "confirmar-app" | "confirmar-email" | "novos-codigos"

/**
 * Where the action's answer leaves the section (a refused form's answer comes with `result` too):
 * the authenticator's step, the e-mail's, or the recovery codes just made; null: its choices.
 */
export type Passo = { app: AppStep } | { email: true } | { codigos: string[]; intent: CodigosIntent } | null

export function passoOf(answer: unknown): Passo {
  if (!answer || typeof answer !== "object" || !("intent" in answer)) return null
  const sent = answer as Partial<Record<"app" | "codigos", unknown>> & { intent: unknown }
  if (Array.isArray(sent.codigos))
    return { codigos: sent.codigos as string[], intent: sent.intent as CodigosIntent }
  if (sent.app) return { app: sent.app as AppStep }
  if (sent.intent === "iniciar-email" || sent.intent === "confirmar-email") return { email: true }
  return null
}

const METODOS: Partial<Record<string, string>> = {
  app: "aplicativo autenticador",
  email: "código por e-mail",
}

/** 'Segunda etapa: aplicativo autenticador', '... código por e-mail' or '... desligada'. */
export const statusOf = (metodo: string) => `Segunda etapa: ${METODOS[metodo] ?? "desligada"}`
