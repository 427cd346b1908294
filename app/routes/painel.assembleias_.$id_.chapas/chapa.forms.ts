// The slates page's form, defined once for the loader, the action and the component
// (app/forms/define-form.ts), beside chapa.schema.ts; each election item draws its own copy.
import { defineForm } from "~/forms/define-form"

export const chapaForm = defineForm({
  id: "chapa",
  load: () => import("./chapa.schema").then((module) => module.chapaSchema),
})
