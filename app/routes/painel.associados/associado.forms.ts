// The president's forms on /painel/associados.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside associado.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** Editing a member. */
export const associadoForm = defineForm({
  id: "associado",
  load: () => import("./associado.schema").then((module) => module.associadoSchema),
})

/** Registering a member by hand. */
export const novoAssociadoForm = defineForm({
  id: "novoAssociado",
  load: () => import("./associado.schema").then((module) => module.novoAssociadoSchema),
})
