// The board's form on /painel/documentos (app/forms/define-form.ts), beside documento.schema.ts.
import { defineForm } from "~/forms/define-form"

/** A new or edited document. */
export const documentoForm = defineForm({
  id: "documento",
  load: () => import("~/features/documentos/documento.schema").then((module) => module.documentoSchema),
})
