// A document the board publishes on /documentos: its name, description, category and PDF. The
// file's type is PocketBase's check, made on its bytes (app/domain/arquivos.js); the size is
// checked here too, before a 10 MB upload is sent on.
import { z } from "~/forms/zod"
import { optionalText, text } from "~/forms/fields"
import { CATEGORIAS_DOCUMENTO, DOCUMENTO_ARQUIVO } from "@veteranos/domain/arquivos"

const M = {
  nome: "Informe o nome do documento.",
  categoria: "Escolha a categoria.",
} as const

export const documentoSchema = z
  .object({
    /** Present when an existing document is edited: then a new file is optional. */
    id: z.string().optional(),
    nome: text(150, M.nome),
    descricao: optionalText(1000),
    categoria: z.enum(CATEGORIAS_DOCUMENTO, { error: M.categoria }),
    arquivo: z
      .instanceof(File)
      .optional()
      .transform((file) => (file && file.size > 0 ? file : undefined))
      .refine((file) => !file || file.size <= DOCUMENTO_ARQUIVO.maxBytes, DOCUMENTO_ARQUIVO.grande),
  })
  .refine((documento) => documento.id || documento.arquivo, {
    message: DOCUMENTO_ARQUIVO.tipoRecusado,
    path: ["arquivo"],
  })

export type DocumentoInput = z.output<typeof documentoSchema>
