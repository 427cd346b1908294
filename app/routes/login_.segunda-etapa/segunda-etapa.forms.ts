// The login's second page's form (app/forms/define-form.ts), beside its schema.
import { defineForm } from "~/forms/define-form"

/** The code on /login/segunda-etapa. */
export const segundaEtapaForm = defineForm({
  id: "segunda-etapa",
  load: () => import("./segunda-etapa.schema").then((module) => module.segundaEtapaSchema),
})
