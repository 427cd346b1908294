// PocketBase checks an uploaded file itself (its type by its bytes, its size: the file fields'
// limits come from app/domain/arquivos.js; an image's pixels and metadata: its hook); its refusal
// becomes the shared rule's own message, shown beside the form's file field or naming the file in
// a batch.
import { IMAGEM_RECUSAS } from "@veteranos/domain/arquivos-conteudo"
import { ClientResponseError } from "~/http/pocketbase.server"

/** How the shared rules word a file field's refusals. */
type FileRules = { readonly tipoRecusado: string; readonly grande: string }

// PocketBase's code for a file over the field's maxSize; any other refusal of the file is its type.
const TOO_BIG = "validation_file_size_limit"

export class FileRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "FileRefusedError"
  }
}

/** PocketBase's 400 on the file `field` as FileRefusedError with the rule's message; any other error as it is. */
export function fileRefusedOr(error: unknown, field: string, rules: FileRules): unknown {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return error
  const item = (error.response?.data as Record<string, { code?: string } | undefined> | undefined)?.[field]
  if (!item) return error
  const image = Object.values(IMAGEM_RECUSAS).find((recusa) => recusa.codigo === item.code)
  if (image) return new FileRefusedError(image.mensagem)
  return new FileRefusedError(item.code === TOO_BIG ? rules.grande : rules.tipoRecusado)
}
