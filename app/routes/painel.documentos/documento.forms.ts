// The board's form on /painel/documentos (app/forms/define-form.ts). Its schema stays in the
// feature (documento.schema.ts), whose server module writes what it accepts.
import { defineForm } from "~/forms/define-form"

/** A new or edited document. */
export const documentoForm = defineForm({
  id: "documento",
  load: () => import("~/features/documentos/documento.schema").then((module) => module.documentoSchema),
})
