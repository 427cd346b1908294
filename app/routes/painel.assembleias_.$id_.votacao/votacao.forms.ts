// The votes page's forms, defined once for the loader, the action and the component
// (app/forms/define-form.ts), beside votacao.schema.ts; each agenda item draws its own copy.
import { defineForm } from "~/forms/define-form"

export const votoForm = defineForm({
  id: "voto",
  load: () => import("./votacao.schema").then((module) => module.votoSchema),
})

export const observacoesForm = defineForm({
  id: "observacoes",
  load: () => import("./votacao.schema").then((module) => module.observacoesSchema),
})

export const desempateForm = defineForm({
  id: "desempate",
  load: () => import("./votacao.schema").then((module) => module.desempateSchema),
})
