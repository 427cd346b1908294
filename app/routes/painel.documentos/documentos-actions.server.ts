// The board's three intents on /painel/documentos: 'novo' and 'editar' send the document's form
// (303 to the list on the document's tab, or 400 with the values kept, the PDF's refusal beside its
// field), 'excluir' deletes one (303 back to the list). A failed write is 303 back to the list with
// ERRO_AO_SALVAR (docs/decisions/documents-and-photos.md#documents).
import { CATEGORIAS_DOCUMENTO } from "@veteranos/domain/arquivos"
import { createDocumento, deleteDocumento, updateDocumento } from "~/features/documentos/documentos.server"
import type { documentoSchema } from "~/features/documentos/documento.schema"
import { byIdSchema } from "~/forms/fields"
import { FileRefusedError } from "~/http/file-refusal.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { listAddress } from "~/utils/list-params"
import { documentoForm } from "./documento.forms"

/** 'novo' or 'editar' (then `value.id` is the document's). */
const save =
  (novo: boolean) =>
  async ({ value: documento, refuse, request, user }: IntentInput<typeof documentoSchema>) => {
    try {
      if (novo) await createDocumento(user.token, documento)
      else await updateDocumento(user.token, documento.id ?? "", documento)
    } catch (error) {
      if (!(error instanceof FileRefusedError))
        return redirectAfterFailedWrite(listAddress(request.url), "documentos", error)
      return refuse({ fieldErrors: { arquivo: [error.message] } })
    }
    // Back to the list on the document's own tab, where it now shows.
    const tab = documento.categoria === CATEGORIAS_DOCUMENTO[0] ? "" : `?status=${documento.categoria}`
    return redirectWithToast(`/painel/documentos${tab}`, {
      type: "success",
      title: novo ? "Documento publicado" : "Documento atualizado",
    })
  }

async function remove({ value, request, user }: IntentInput<typeof byIdSchema>) {
  try {
    await deleteDocumento(user.token, value.id)
  } catch (error) {
    return redirectAfterFailedWrite(listAddress(request.url), "documentos", error)
  }
  return redirectWithToast(listAddress(request.url), { type: "success", title: "Documento excluído" })
}

/** The documents page's intents (app/panel/intents.server.ts). */
export const documentosIntents = {
  novo: intent({ form: documentoForm, run: save(true) }),
  editar: intent({ form: documentoForm, run: save(false) }),
  excluir: intent({ form: byIdSchema, run: remove }),
}
