// The sessions section of /painel/seguranca (docs/decisions/two-step-login.md#sessions): what the
// loader shows of the person's sessions (app/auth/sessoes.server.ts), and its two intents,
// 'encerrar-sessao' (one other session, by its handle) and 'encerrar-outras' (every other one), each
// answered 303 back to the section with a flash message. The page's intent table takes them in.
import { formatDateTime } from "@veteranos/domain/datas"
import type { PanelUser } from "~/auth/guards.server"
import { SEGURANCA_PATH } from "~/auth/second-step-setup.server"
import {
  endOtherSessions,
  endSession,
  listSessions,
  SESSION_HANDLE,
  type Sessao,
} from "~/auth/sessoes.server"
import { z } from "~/forms/zod"
import { redirectWithToast } from "~/http/toast.server"
import { intent } from "~/panel/intents.server"

/** A session as the section shows it. */
export type SessaoDaPagina = {
  /** Its handle: what 'Encerrar' sends. */
  id: string
  /** "Chrome em Android". */
  aparelho: string
  /** "Rede 203.0.113.0/24", never a place. */
  rede: string
  /** "29/11/2026 às 10:05" in São Paulo, "" when the session kept none. */
  ultimaAtividade: string
  /** The session of the browser looking at the page: 'Este aparelho', no 'Encerrar'. */
  atual: boolean
}

/** Where the section is: the answers come back to it. */
const SECAO = `${SEGURANCA_PATH}#sessoes`

function toPagina(sessao: Sessao): SessaoDaPagina {
  const navegador = sessao.browser || "Navegador desconhecido"
  return {
    id: sessao.id,
    aparelho: sessao.system ? `${navegador} em ${sessao.system}` : navegador,
    rede: sessao.network ? `Rede ${sessao.network}` : "Rede desconhecida",
    ultimaAtividade: sessao.lastSeen === null ? "" : formatDateTime(new Date(sessao.lastSeen)),
    atual: sessao.current,
  }
}

/** The person's sessions for the loader: this browser's first, then the most recently active. */
export async function listSessoes(request: Request, user: PanelUser): Promise<SessaoDaPagina[]> {
  return (await listSessions(request, user.id)).map(toPagina)
}

/** 'Encerrar' sends the session's handle. */
const sessaoSchema = z.object({ id: z.string().regex(SESSION_HANDLE) })

/** The section's intents, for the page's table (app/panel/intents.server.ts). */
export const sessoesIntents = {
  "encerrar-sessao": intent({
    form: sessaoSchema,
    run: async ({ value, user, request }) => {
      // Already ended (another tab, 'Sair de todos'): the list says so; nothing else to do.
      await endSession(request, user.id, value.id)
      return redirectWithToast(SECAO, { type: "success", title: "Sessão encerrada" })
    },
  }),
  "encerrar-outras": intent({
    form: z.object({}),
    run: async ({ user, request }) => {
      await endOtherSessions(request, user.id)
      return redirectWithToast(SECAO, { type: "success", title: "Outras sessões encerradas" })
    },
  }),
}
