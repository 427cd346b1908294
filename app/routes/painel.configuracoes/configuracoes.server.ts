// The association's settings for the president (/painel/configuracoes): the one `configuracoes`
// record and its history in the activity record, read and changed with the president's own token,
// so PocketBase's rule (only the current president updates) and its hook (every value checked by
// the shared table, the activity entry written in the same transaction) decide
// (docs/decisions/server-and-operation.md#configuration).
import { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import type { Configuracoes } from "@veteranos/domain/configuracoes"
import type { Espaco } from "~/features/reservas/espacos.server"
import type { Execucao } from "~/panel/execucoes.server"
import { forgetSiteConfig } from "~/http/site-config.server"
import { createPocketBase, refusedWriteOr } from "~/http/pocketbase.server"

/**
 * Stores the settings; every page shows them from its next view on (the pages' kept copy is
 * forgotten). Throws RefusedWriteError when PocketBase refuses a value.
 */
export async function updateConfiguracoes(token: string, values: Configuracoes): Promise<void> {
  try {
    await createPocketBase(token).collection(CONFIGURACOES_COLECAO).update(CONFIGURACOES_ID, values)
  } catch (error) {
    throw refusedWriteOr(error)
  }
  forgetSiteConfig()
}

export type AlteracaoConfiguracoes = {
  id: string
  autor_nome: string
  created: string
  /** `configuracoes`, or `espacos` for a space's change (told by its `descricao`). */
  colecao: string
  descricao: string
  /** The values the change made: { campo: { antes, depois } }. */
  alteracoes: Record<string, { antes: string; depois: string }>
}

/**
 * What /painel/configuracoes shows, as PocketBase's reader gives it
 * (pb_hooks/lib/paginas/configuracoes.js): the settings as stored and when they were last saved,
 * the latest 10 changes of the settings and of the spaces (newest first), every space (the active
 * ones first, by name) and the retention purge's last run (null before its first).
 */
export type ConfiguracoesDaPagina = {
  configuracoes: { values: Configuracoes; updated: string }
  historico: AlteracaoConfiguracoes[]
  espacos: Espaco[]
  retencao: Execucao<Record<string, number>> | null
}
