// Institutional documents (`documentos`): the public list by category, and the board's changes on
// /painel/documentos, whose list PocketBase's page reader gives (PocketBase lets only the executive
// board write, and records each change in the activity log: pocketbase/pb_hooks/arquivos.pb.js).
import { CATEGORIAS_DOCUMENTO, DOCUMENTO_ARQUIVO } from "@veteranos/domain/arquivos"
import { LIMITES } from "@veteranos/domain/paginas"
import type { DocumentoInput } from "~/features/documentos/documento.schema"
import { fileRefusedOr } from "~/http/file-refusal.server"
import type { ListResult } from "pocketbase"
import { createPocketBase } from "~/http/pocketbase.server"

export type CategoriaDocumento = (typeof CATEGORIAS_DOCUMENTO)[number]

export type Documento = {
  id: string
  nome: string
  descricao: string
  arquivo: string
  categoria: CategoriaDocumento
}

const FIELDS = "id,nome,descricao,arquivo,categoria"

export function isCategoriaDocumento(value: unknown): value is CategoriaDocumento {
  return CATEGORIAS_DOCUMENTO.includes(value as CategoriaDocumento)
}

/** The public list of a category: its first page, by name, read by anybody. */
export async function listDocumentos(categoria: CategoriaDocumento): Promise<Documento[]> {
  const pb = createPocketBase()
  const page = await pb.collection("documentos").getList<Documento>(1, LIMITES.documentos, {
    filter: pb.filter("categoria = {:categoria}", { categoria }),
    // The id last: documents of the same name in one steady order, the board's list's.
    sort: "nome,id",
    fields: FIELDS,
  })
  return page.items
}

/**
 * /painel/documentos' data, a page of the tab's category and the document a dialog opens, as
 * PocketBase's reader gives it (pocketbase/pb_hooks/lib/paginas/documentos.js).
 */
export type DocumentosDoPainel = { lista: ListResult<Documento>; documento: Documento | null }

function toRecord(dados: DocumentoInput): FormData {
  const body = new FormData()
  body.set("nome", dados.nome)
  body.set("descricao", dados.descricao ?? "")
  body.set("categoria", dados.categoria)
  // Editing keeps the file unless a new one is chosen.
  if (dados.arquivo) body.set("arquivo", dados.arquivo)
  return body
}

const refusedFile = (error: unknown) => {
  throw fileRefusedOr(error, "arquivo", DOCUMENTO_ARQUIVO)
}

export async function createDocumento(token: string, dados: DocumentoInput): Promise<void> {
  await createPocketBase(token).collection("documentos").create(toRecord(dados)).catch(refusedFile)
}

export async function updateDocumento(token: string, id: string, dados: DocumentoInput): Promise<void> {
  await createPocketBase(token).collection("documentos").update(id, toRecord(dados)).catch(refusedFile)
}

export async function deleteDocumento(token: string, id: string): Promise<void> {
  await createPocketBase(token).collection("documentos").delete(id)
}
