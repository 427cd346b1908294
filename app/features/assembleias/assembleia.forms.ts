// The assembly's forms, defined once for the loaders, the actions and the components
// (app/forms/define-form.ts): the details (new on /painel/assembleias, edited on its page), an
// agenda item and the cancellation.
import { defineForm } from "~/forms/define-form"

export const assembleiaForm = defineForm({
  id: "assembleia",
  load: () => import("./assembleia.schema").then((module) => module.assembleiaSchema),
})

export const itemForm = defineForm({
  id: "assembleia-item",
  load: () => import("./assembleia.schema").then((module) => module.itemSchema),
})

export const cancelarForm = defineForm({
  id: "assembleia-cancelar",
  load: () => import("./assembleia.schema").then((module) => module.cancelarSchema),
})
