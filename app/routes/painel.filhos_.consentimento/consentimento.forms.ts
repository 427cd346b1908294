// The consent page's form (app/forms/define-form.ts), beside consentimento.schema.ts.
import { defineForm } from "~/forms/define-form"

/** A child's two consents. */
export const consentimentoForm = defineForm({
  id: "consentimento",
  load: () => import("./consentimento.schema").then((module) => module.consentimentoSchema),
})
