// Members' accounts (`cadastro_geral`, PocketBase's auth collection): password login, the session's
// check, the token's life, and the password reset. The only code that authenticates against
// PocketBase.
import { getTokenPayload } from "pocketbase"
import { ClientResponseError, createPocketBase, isTooManyRequests } from "~/http/pocketbase.server"
import { foldEmail } from "@veteranos/domain/contas"
import { apiPath } from "@veteranos/domain/rotas-api"

export const CADASTRO_GERAL = "cadastro_geral"

export type CadastroGeral = { id: string; nome: string; email: string }

export type AuthResult = { token: string; record: CadastroGeral }

/** PocketBase refused the e-mail and password (it answers the same whether the e-mail exists or not). */
export class InvalidCredentialsError extends Error {
  name = "InvalidCredentialsError"
  constructor() {
    super("E-mail ou senha incorretos.")
  }
}

/**
 * The password was right, but the account gives a second step before any token: PocketBase's MFA
 * answered 401 with `mfaId`, the login's id until the code finishes it
 * (docs/decisions/two-step-login.md#pocketbases-mfa).
 */
export class SecondStepRequiredError extends Error {
  name = "SecondStepRequiredError"
  constructor(readonly mfaId: string) {
    super("A senha está certa; falta a segunda etapa")
  }
}

/** PocketBase's own per-client limit refused the login before judging it (its 429). */
export class TooManyAttemptsError extends Error {
  name = "TooManyAttemptsError"
}

export function toCadastro(record: Record<string, unknown>): CadastroGeral {
  return { id: String(record.id), nome: String(record.nome ?? ""), email: String(record.email ?? "") }
}

/**
 * Logs in with e-mail (in any capitals: docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail)
 * and password; throws InvalidCredentialsError when PocketBase refuses them, SecondStepRequiredError
 * when they are right but the account gives a second step, TooManyAttemptsError when its limit for
 * `client` (the visitor's address, forwardedClient) refuses to judge them.
 */
export async function authWithPassword(
  email: string,
  password: string,
  client?: string | null,
): Promise<AuthResult> {
  const pb = createPocketBase(null, client)
  try {
    const auth = await pb.collection(CADASTRO_GERAL).authWithPassword(foldEmail(email), password)
    return { token: auth.token, record: toCadastro(auth.record) }
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400) throw new InvalidCredentialsError()
    const mfaId: unknown = error instanceof ClientResponseError ? error.response?.mfaId : undefined
    if (error instanceof ClientResponseError && error.status === 401 && typeof mfaId === "string" && mfaId) {
      throw new SecondStepRequiredError(mfaId)
    }
    if (isTooManyRequests(error)) throw new TooManyAttemptsError("PocketBase limitou os logins do cliente")
    throw error
  }
}

/** When the token stops being accepted (milliseconds since the epoch), read from its own claims. */
export function tokenExpiresAt(token: string): number | null {
  const exp = getTokenPayload(token).exp
  return typeof exp === "number" ? exp * 1000 : null
}

/**
 * Asks PocketBase to e-mail a reset link. PocketBase answers the same whether the address exists or
 * not, so nothing here tells the caller either. Past PocketBase's limit for `client` nothing is
 * sent, and the answer is the same too (as past the site's own limit, recuperar-senha.tsx).
 */
export async function requestPasswordReset(email: string, client?: string | null): Promise<void> {
  try {
    await createPocketBase(null, client).collection(CADASTRO_GERAL).requestPasswordReset(foldEmail(email))
  } catch (error) {
    if (!isTooManyRequests(error)) throw error
  }
}

/** The e-mail a reset link was sent to, read from the token's own claims (null when unreadable). */
export function emailOfResetToken(resetToken: string): string | null {
  try {
    const email = getTokenPayload(resetToken).email
    return typeof email === "string" ? email : null
  } catch {
    return null
  }
}

export type ConfirmResetResult = "ok" | "invalid-token"

/** Sets the new password with the token from the e-mail; "invalid-token" when it is expired or used. */
export async function confirmPasswordReset(
  resetToken: string,
  password: string,
  passwordConfirm: string,
  client?: string | null,
): Promise<ConfirmResetResult> {
  try {
    await createPocketBase(null, client)
      .collection(CADASTRO_GERAL)
      .confirmPasswordReset(resetToken, password, passwordConfirm)
    return "ok"
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400) return "invalid-token"
    throw error
  }
}

/** The account as its owner sees it in 'Meus Dados' (and takes away in the export). */
export type Conta = {
  id: string
  nome: string
  email: string
  telefone: string
  /** yyyy-MM-dd, or "" when unknown. */
  dt_nasc: string
  /** The CPF's digits, or "" when unknown (an import of the members' spreadsheet brings it). */
  cpf: string
  endereco: string
  /** When the person asked for their account's deletion (an instant), or "" when they have not. */
  exclusao_pedida_em: string
  /** True when they turned the dues reminders off ('Receber lembretes por e-mail' unticked). */
  sem_lembretes: boolean
  /**
   * True when they chose to show their birthday (day and month): the home page's birthdays and, if
   * they are listed, the members' directory.
   */
  aniversario_publico: boolean
  /** Their photo's file name (the card and the directory), or "". */
  foto: string
  /** True when they chose to be in the members' directory; `lista_whatsapp`: with their phone. */
  lista_socios: boolean
  lista_whatsapp: boolean
  created: string
}

const CONTA_FIELDS =
  "id,nome,email,telefone,dt_nasc,cpf,endereco,exclusao_pedida_em,sem_lembretes,aniversario_publico," +
  "foto,lista_socios,lista_whatsapp,created"

function toConta(record: Record<string, unknown>): Conta {
  const text = (name: string) => String(record[name] ?? "")
  return {
    id: text("id"),
    nome: text("nome"),
    email: text("email"),
    telefone: text("telefone"),
    dt_nasc: text("dt_nasc").slice(0, 10),
    cpf: text("cpf"),
    endereco: text("endereco"),
    exclusao_pedida_em: text("exclusao_pedida_em"),
    sem_lembretes: record.sem_lembretes === true,
    aniversario_publico: record.aniversario_publico === true,
    foto: text("foto"),
    lista_socios: record.lista_socios === true,
    lista_whatsapp: record.lista_whatsapp === true,
    created: text("created"),
  }
}

/** The user's own account, read with their token (PocketBase lets each person read only their own). */
export async function getConta(token: string, id: string): Promise<Conta> {
  const record = await createPocketBase(token).collection(CADASTRO_GERAL).getOne(id, { fields: CONTA_FIELDS })
  return toConta(record)
}

/** The person corrects their own phone and address. */
export async function updateContato(
  token: string,
  id: string,
  dados: { telefone: string; endereco: string },
): Promise<void> {
  await createPocketBase(token).collection(CADASTRO_GERAL).update(id, dados)
}

/** PocketBase refused the current password given to change it. */
export class WrongPasswordError extends Error {
  name = "WrongPasswordError"
  constructor() {
    super("Senha atual incorreta.")
  }
}

/**
 * Changes the user's password with their current one, through the association's route: an account
 * with a second step could not log in again with the new password alone. PocketBase then refuses
 * every token issued before (every other session ends); the new token it hands back keeps this one.
 */
export async function changePassword(
  token: string,
  // The account the route changes is the token's own; kept for the callers (meus-dados, seguranca).
  _conta: { id: string; email: string },
  senhas: { oldPassword: string; password: string; passwordConfirm: string },
): Promise<AuthResult> {
  try {
    const auth = await createPocketBase(token).send<{ token: string; record: Record<string, unknown> }>(
      apiPath("changePassword"),
      {
        method: "POST",
        body: { senhaAtual: senhas.oldPassword, senha: senhas.password, confirmacao: senhas.passwordConfirm },
      },
    )
    return { token: auth.token, record: toCadastro(auth.record) }
  } catch (error) {
    const data = error instanceof ClientResponseError ? error.response?.data : undefined
    if (data && typeof data === "object" && "oldPassword" in data) throw new WrongPasswordError()
    throw error
  }
}

/** Records (or withdraws, with null) the person's request to delete their account. */
export async function setExclusaoPedida(token: string, id: string, quando: Date | null): Promise<void> {
  await createPocketBase(token)
    .collection(CADASTRO_GERAL)
    .update(id, { exclusao_pedida_em: quando ? quando.toISOString() : "" })
}

export type PedidoExclusao = { id: string; nome: string; email: string; exclusao_pedida_em: string }
