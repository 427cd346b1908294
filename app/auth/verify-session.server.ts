// The session's check with PocketBase, on every panel request and at login: the token still
// accepted, a fresher one, the account now and what its role is made of; for a panel page read
// with GET, the page's data in the same question (docs/decisions/performance.md#one-question-per-panel-page).
import { toCadastro, type AuthResult } from "~/auth/cadastro-geral.server"
import { toSeat, type Seat } from "~/auth/diretoria-role.server"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import { apiPath } from "@veteranos/domain/rotas-api"

/** A session PocketBase still accepts: a fresh token, the account now, and what its role is made of. */
export type VerifiedSession = AuthResult & {
  seats: Seat[]
  activeMember: boolean
  guardian: boolean
  /** A guardian with a child whose consent is not recorded for the current text. */
  consentPending: boolean
  /** The second step set up ("app", "email"), or "" (docs/decisions/two-step-login.md). */
  segundaEtapa: string
  /** The last re-confirmation before a grave change (a stored instant), or "". */
  reconfirmadoEm: string
}

type SessaoAnswer = {
  token: string
  record: Record<string, unknown>
  cargos: Array<Partial<Record<string, unknown>>>
  associadoAtivo: boolean
  responsavel: boolean
  consentimentoPendente?: boolean
  segundaEtapa?: string
  reconfirmadoEm?: string
}

/**
 * Checks a token with PocketBase in one question (GET /api/associacao/sessao,
 * pocketbase/pb_hooks/lib/sessao.js): a fresh token as an auth refresh gives, the account as it is
 * now, its board seats and whether it is an active member. null when PocketBase no longer accepts
 * the token (expired, password changed, account deleted): the session is over. Throws when
 * PocketBase does not answer.
 */
export async function verifySession(token: string): Promise<VerifiedSession | null> {
  try {
    const answer = await createPocketBase(token).send<SessaoAnswer>(apiPath("verifySession"), {
      method: "GET",
    })
    return toVerifiedSession(answer)
  } catch (error) {
    if (isRefusedToken(error)) return null
    throw error
  }
}

/** A session and a panel page's data, or null data where the role matrix keeps the page closed. */
export type VerifiedPage = { session: VerifiedSession | null; dados: unknown }

/**
 * verifySession with the data of the panel page at `caminho` (its own query in `query`), in one
 * question (GET /api/associacao/painel, pocketbase/pb_hooks/lib/painel.js). A page the role may not
 * enter answers the session without data; throws when PocketBase does not answer.
 */
export async function verifySessionWithPage(
  token: string,
  caminho: string,
  query: URLSearchParams,
): Promise<VerifiedPage> {
  try {
    const answer = await createPocketBase(token).send<{ sessao: SessaoAnswer; dados: unknown }>(
      apiPath("panelPage"),
      { method: "GET", query: { ...Object.fromEntries(query), caminho } },
    )
    return { session: toVerifiedSession(answer.sessao), dados: answer.dados }
  } catch (error) {
    const sessao =
      error instanceof ClientResponseError && error.status === 403 ? error.response?.sessao : null
    if (sessao) return { session: toVerifiedSession(sessao as SessaoAnswer), dados: null }
    if (isRefusedToken(error)) return { session: null, dados: null }
    throw error
  }
}

function toVerifiedSession(answer: SessaoAnswer): VerifiedSession {
  return {
    token: answer.token,
    record: toCadastro(answer.record),
    seats: answer.cargos.map(toSeat),
    activeMember: answer.associadoAtivo === true,
    guardian: answer.responsavel === true,
    consentPending: answer.consentimentoPendente === true,
    segundaEtapa: String(answer.segundaEtapa ?? ""),
    reconfirmadoEm: String(answer.reconfirmadoEm ?? ""),
  }
}

/** PocketBase no longer accepts the token (expired, password changed, account deleted). */
function isRefusedToken(error: unknown): boolean {
  return error instanceof ClientResponseError && [401, 403, 404].includes(error.status)
}
