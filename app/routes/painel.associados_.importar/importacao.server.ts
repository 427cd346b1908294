// The members' spreadsheet imports on PocketBase (docs/decisions/members.md#members-move-in-from-a-spreadsheet):
// the upload stored as a draft whose rows PocketBase checks, read back for the preview, and
// 'Importar' (PocketBase's route: one transaction, all or none). Always with the president's token.
import type { LinhaLida, LinhaVerificada } from "@veteranos/domain/importacao"
import { ClientResponseError, createPocketBase, isNotFound } from "~/http/pocketbase.server"
import { apiPath } from "@veteranos/domain/rotas-api"

/** A row as the preview shows it: what the file said, and what PocketBase made of it (it keeps no `pessoa`). */
export type LinhaDaImportacao = Omit<LinhaVerificada, "pessoa">

export type Importacao = {
  id: string
  arquivo_nome: string
  linhas: LinhaDaImportacao[]
  status: "rascunho" | "importada"
  importados: number
  boas_vindas: boolean
  criado_por_nome: string
  created: string
}

/** Stores an upload's rows as a draft import (PocketBase checks them); answers its id. */
export async function createImportacao(token: string, arquivoNome: string, linhas: LinhaLida[]) {
  const record = await createPocketBase(token)
    .collection("importacoes")
    .create<{ id: string }>({ arquivo_nome: arquivoNome.slice(0, 255), linhas }, { fields: "id" })
  return record.id
}

/** One import, or null when it does not exist or is not the user's to read. */
export async function getImportacao(token: string, id: string): Promise<Importacao | null> {
  try {
    const record = await createPocketBase(token).collection("importacoes").getOne<Importacao>(id, {
      fields: "id,arquivo_nome,linhas,status,importados,boas_vindas,criado_por_nome,created",
    })
    return { ...record, linhas: Array.isArray(record.linhas) ? record.linhas : [] }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** A row valid in the preview is no longer (a person registered since): nothing was imported. */
export class PreviaDesatualizadaError extends Error {}

/**
 * Imports the draft's valid rows (PocketBase's route, one transaction); with `boasVindas` each new
 * member's set-password e-mail is queued. Answers how many members were made.
 */
export async function importImportacao(token: string, id: string, boasVindas: boolean) {
  try {
    return await createPocketBase(token).send<{ importados: number; emails: number }>(
      apiPath("importRows", id),
      { method: "POST", body: { boas_vindas: boasVindas } },
    )
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 409) {
      throw new PreviaDesatualizadaError(error.message)
    }
    throw error
  }
}

/** The rows as the preview lists them (the page needs no address, phone or dates). */
export function previewRows(linhas: readonly LinhaDaImportacao[]) {
  return linhas.map((l) => ({
    id: String(l.linha),
    linha: l.linha,
    nome: l.nome,
    email: l.email,
    cpf: l.cpf,
    situacao: l.situacao,
    mensagens: Array.isArray(l.mensagens) ? l.mensagens : [],
  }))
}
