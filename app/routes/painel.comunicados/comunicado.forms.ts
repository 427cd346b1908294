// The board's form on /painel/comunicados (app/forms/define-form.ts). Its schema stays in the
// feature (comunicado.schema.ts), whose server module publishes what it accepts.
import { defineForm } from "~/forms/define-form"

/** A new announcement. */
export const comunicadoForm = defineForm({
  id: "comunicado",
  load: () => import("~/features/comunicados/comunicado.schema").then((module) => module.comunicadoSchema),
})
