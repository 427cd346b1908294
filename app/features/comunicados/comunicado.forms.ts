// The board's form on /painel/comunicados (app/forms/define-form.ts), beside comunicado.schema.ts.
import { defineForm } from "~/forms/define-form"

/** A new announcement. */
export const comunicadoForm = defineForm({
  id: "comunicado",
  load: () => import("~/features/comunicados/comunicado.schema").then((module) => module.comunicadoSchema),
})
