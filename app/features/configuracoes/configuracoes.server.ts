// The association's settings for the president (/painel/configuracoes): the one `configuracoes`
// record and its history in the activity record, read and changed with the president's own token,
// so PocketBase's rule (only the current president updates) and its hook (every value checked by
// the shared table, the activity entry written in the same transaction) decide
// (docs/decisions/server-and-operation.md#configuration).
import {
  CAMPO_NOMES,
  CONFIGURACOES_COLECAO,
  CONFIGURACOES_ID,
  type CampoNome,
} from "@veteranos/domain/associacao"
import type { Configuracoes } from "@veteranos/domain/configuracoes"
import { forgetSiteConfig } from "~/features/site/site-config.server"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"

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

/** PocketBase refused some values (its hook's check): each field's message. */
export class ConfiguracoesRecusadasError extends Error {
  constructor(
    readonly fieldErrors: Partial<Record<CampoNome, string[]>>,
    readonly formErrors: string[],
  ) {
    super("Configurações recusadas")
    this.name = "ConfiguracoesRecusadasError"
  }
}

const isCampo = (name: string): name is CampoNome => (CAMPO_NOMES as readonly string[]).includes(name)

/** PocketBase's 400 as each field's message (a message for no setting goes to the form). */
function refusedBy(error: ClientResponseError): ConfiguracoesRecusadasError {
  const data = (error.response?.data ?? {}) as Record<string, { message?: unknown }>
  const fieldErrors: Partial<Record<CampoNome, string[]>> = {}
  const formErrors: string[] = []
  for (const [name, item] of Object.entries(data)) {
    const message = typeof item?.message === "string" ? item.message : ""
    if (!message) continue
    if (isCampo(name)) fieldErrors[name] = [message]
    else formErrors.push(message)
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(error.message)
  return new ConfiguracoesRecusadasError(fieldErrors, formErrors)
}

/**
 * Stores the settings; every page shows them from its next view on (the pages' kept copy is
 * forgotten). Throws ConfiguracoesRecusadasError when PocketBase refuses a value.
 */
export async function updateConfiguracoes(token: string, values: Configuracoes): Promise<void> {
  try {
    await createPocketBase(token).collection(CONFIGURACOES_COLECAO).update(CONFIGURACOES_ID, values)
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400) throw refusedBy(error)
    throw error
  }
  forgetSiteConfig()
}

export type AlteracaoConfiguracoes = {
  id: string
  autor_nome: string
  created: string
  /** The values the change made: { campo: { antes, depois } }. */
  alteracoes: Record<string, { antes: string; depois: string }>
}

/** The latest `limit` changes of the settings, newest first (the activity record, board only). */
export async function listHistoricoConfiguracoes(
  token: string,
  limit: number,
): Promise<AlteracaoConfiguracoes[]> {
  const pb = createPocketBase(token)
  const page = await pb.collection("atividades").getList<AlteracaoConfiguracoes>(1, limit, {
    filter: pb.filter("colecao = {:colecao}", { colecao: CONFIGURACOES_COLECAO }),
    sort: "-created,-id",
    fields: "id,autor_nome,created,alteracoes",
    skipTotal: true,
  })
  return page.items.map((item) => ({ ...item, alteracoes: item.alteracoes ?? {} }))
}
