// The association's settings for the president (/painel/configuracoes): the one `configuracoes`
// record and its history in the activity record, read and changed with the president's own token,
// so PocketBase's rule (only the current president updates) and its hook (every value checked by
// the shared table, the activity entry written in the same transaction) decide
// (docs/decisions/server-and-operation.md#configuration).
import { CAMPO_NOMES, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import type { Configuracoes } from "@veteranos/domain/configuracoes"
import { ESPACOS_COLECAO } from "@veteranos/domain/espacos"
import { forgetSiteConfig } from "~/http/site-config.server"
import { createPocketBase, refusedWriteOr } from "~/http/pocketbase.server"

/** The settings as stored, and when they were last saved. */
export async function getConfiguracoes(token: string): Promise<{ values: Configuracoes; updated: string }> {
  const record = await createPocketBase(token)
    .collection(CONFIGURACOES_COLECAO)
    .getOne(CONFIGURACOES_ID, { fields: [...CAMPO_NOMES, "updated"].join(",") })
  const values = {} as Configuracoes
  for (const nome of CAMPO_NOMES) {
    const value: unknown = record[nome]
    values[nome] = typeof value === "number" ? value : String(value ?? "")
  }
  return { values, updated: String(record.updated ?? "") }
}

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
 * The latest `limit` changes of the settings and of the spaces, newest first (the activity record,
 * board only).
 */
export async function listHistoricoConfiguracoes(
  token: string,
  limit: number,
): Promise<AlteracaoConfiguracoes[]> {
  const pb = createPocketBase(token)
  const page = await pb.collection("atividades").getList<AlteracaoConfiguracoes>(1, limit, {
    filter: pb.filter("colecao = {:configuracoes} || colecao = {:espacos}", {
      configuracoes: CONFIGURACOES_COLECAO,
      espacos: ESPACOS_COLECAO,
    }),
    sort: "-created,-id",
    fields: "id,autor_nome,created,colecao,descricao,alteracoes",
    skipTotal: true,
  })
  return page.items.map((item) => ({ ...item, alteracoes: item.alteracoes ?? {} }))
}
