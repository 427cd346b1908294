// The president's forms on /painel/associados, each defined once
// for the loader, the action and the component (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

/** Editing a member. */
export const associadoForm = defineForm({
  id: "associado",
  load: () => import("~/features/associados/associado.schema").then((module) => module.associadoSchema),
})

/** Registering a member by hand. */
export const novoAssociadoForm = defineForm({
  id: "novoAssociado",
  load: () => import("~/features/associados/associado.schema").then((module) => module.novoAssociadoSchema),
})
