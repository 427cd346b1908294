// Institutional documents (`documentos`): the public list by category, and one document's download name.
import { LIMITES } from "@veteranos/domain/paginas"
import { createPocketBase } from "~/http/pocketbase.server"

const CATEGORIAS_DOCUMENTO = ["fundacional", "regulamento", "relatorio"] as const
export type CategoriaDocumento = (typeof CATEGORIAS_DOCUMENTO)[number]

export type Documento = {
  id: string
  nome: string
  descricao: string
  arquivo: string
  categoria: CategoriaDocumento
}

export function isCategoriaDocumento(value: unknown): value is CategoriaDocumento {
  return CATEGORIAS_DOCUMENTO.includes(value as CategoriaDocumento)
}

/** The documents of one category, by name (up to LIMITES.documentos). */
export async function listDocumentos(categoria: CategoriaDocumento): Promise<Documento[]> {
  const pb = createPocketBase()
  const page = await pb.collection("documentos").getList<Documento>(1, LIMITES.documentos, {
    filter: pb.filter("categoria = {:categoria}", { categoria }),
    sort: "nome",
    fields: "id,nome,descricao,arquivo,categoria",
  })
  return page.items
}
