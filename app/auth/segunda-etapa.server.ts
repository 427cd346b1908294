// The login's second step, through the association's routes (pb_hooks/segunda-etapa.pb.js) with the
// `mfaId` PocketBase's MFA gave for the right password: no token, no session until one of them
// answers (docs/decisions/two-step-login.md#pocketbases-mfa).
import { apiPath } from "@veteranos/domain/rotas-api"
import {
  MENSAGENS,
  METODO_APP,
  METODO_EMAIL,
  TIPO_APARELHO,
  type METODOS,
  type TIPOS,
} from "@veteranos/domain/seguranca"
import { toCadastro, type AuthResult } from "~/auth/cadastro-geral.server"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"

/** How the account gives its second step: the authenticator app or an e-mailed code. */
export type Metodo = (typeof METODOS)[number]

/** How this login gives it: a code of its method, a recovery code, a remembered browser. */
type Tipo = (typeof TIPOS)[number]

/**
 * PocketBase refused the second step: its message (MENSAGENS) and status, 429 past the wrong codes'
 * limit (docs/decisions/two-step-login.md#wrong-codes). `expired` when the login's 10 minutes are
 * over: only the password again starts a new one.
 */
export class SecondStepRefusedError extends Error {
  name = "SecondStepRefusedError"
  constructor(
    message: string,
    readonly status: 400 | 429,
  ) {
    super(message)
  }
  get expired(): boolean {
    return this.message === MENSAGENS.prazoEsgotado
  }
}

const KNOWN = new Set<string>(Object.values(MENSAGENS))

/** PocketBase's 400 or 429 as a SecondStepRefusedError; anything else (down, failing) as it is. */
function refusalOr(error: unknown): unknown {
  if (!(error instanceof ClientResponseError) || (error.status !== 400 && error.status !== 429)) return error
  const message = String(error.response?.message ?? "")
  if (error.status === 429) return new SecondStepRefusedError(MENSAGENS.muitasFalhas, 429)
  return new SecondStepRefusedError(KNOWN.has(message) ? message : MENSAGENS.codigoIncorreto, 400)
}

/** The second page opens: the account's method, and for "email" the code is sent now (again on 'Reenviar'). */
export async function startSecondStep(mfaId: string): Promise<Metodo> {
  try {
    const { metodo } = await createPocketBase().send<{ metodo: string }>(apiPath("secondStepStart"), {
      method: "POST",
      body: { mfaId },
    })
    return metodo === METODO_APP ? METODO_APP : METODO_EMAIL
  } catch (error) {
    throw refusalOr(error)
  }
}

/** A finished login: PocketBase's token and account, and a remembered browser's new token when asked. */
export type SecondStepAnswer = AuthResult & { aparelho: string | null }

/**
 * Finishes the login `mfaId` with a code (`tipo` "codigo" or "recuperacao") or a remembered browser's
 * token (`tipo` "aparelho"); `lembrar` asks PocketBase to remember this browser. Throws
 * SecondStepRefusedError when PocketBase refuses it.
 */
export async function finishSecondStep(input: {
  mfaId: string
  tipo: Tipo
  codigo?: string
  lembrar?: boolean
  aparelho?: string
}): Promise<SecondStepAnswer> {
  const { mfaId, tipo, codigo = "", lembrar = false, aparelho = "" } = input
  try {
    const answer = await createPocketBase().send<{
      token: string
      record: Record<string, unknown>
      meta?: { aparelho?: unknown }
    }>(apiPath("secondStepFinish"), {
      method: "POST",
      body: { mfaId, tipo, codigo, lembrar: lembrar && tipo !== TIPO_APARELHO, aparelho },
    })
    const remembered = answer.meta?.aparelho
    return {
      token: answer.token,
      record: toCadastro(answer.record),
      aparelho: typeof remembered === "string" && remembered !== "" ? remembered : null,
    }
  } catch (error) {
    throw refusalOr(error)
  }
}

/**
 * E-mails the logged-in person (`token`) a 6-digit code: to confirm their address at the e-mail's
 * set-up, or to re-confirm before a grave change. PocketBase sends none again within a minute.
 */
export async function sendOwnCode(token: string): Promise<void> {
  await createPocketBase(token).send(apiPath("sendCode"), { method: "POST" })
}
