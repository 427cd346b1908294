// Institutional documents (`documentos`): the public list by category, and the board's list and
// changes on /painel/documentos (PocketBase lets only the executive board write, and records each
// change in the activity log: pocketbase/pb_hooks/arquivos.pb.js).
import { CATEGORIAS_DOCUMENTO, DOCUMENTO_ARQUIVO } from "@veteranos/domain/arquivos"
import { LIMITES } from "@veteranos/domain/paginas"
import type { DocumentoInput } from "~/features/documentos/documento.schema"
import { fileRefusedOr } from "~/http/file-refusal.server"
import type PocketBase from "pocketbase"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"

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

/** One page of a category's documents, by name, of LIMITES.documentos each. */
function pageOfDocumentos(pb: PocketBase, categoria: CategoriaDocumento, page: number) {
  return pb.collection("documentos").getList<Documento>(page, LIMITES.documentos, {
    filter: pb.filter("categoria = {:categoria}", { categoria }),
    // The id last: documents of the same name keep their order across pages.
    sort: "nome,id",
    fields: FIELDS,
  })
}

export function listDocumentosPainel(token: string, categoria: CategoriaDocumento, page: number) {
  return pageOfDocumentos(createPocketBase(token), categoria, page)
}

/** The public list of a category: its first page, read by anybody. */
export async function listDocumentos(categoria: CategoriaDocumento): Promise<Documento[]> {
  return (await pageOfDocumentos(createPocketBase(), categoria, 1)).items
}

export async function getDocumento(token: string, id: string): Promise<Documento | null> {
  try {
    return await createPocketBase(token).collection("documentos").getOne<Documento>(id, { fields: FIELDS })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

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
