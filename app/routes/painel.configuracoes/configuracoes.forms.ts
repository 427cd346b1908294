// The president's settings form on /painel/configuracoes.
// One definition for the loader, the action and the component (app/forms/define-form.ts), beside
// configuracoes.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

export const configuracoesForm = defineForm({
  id: "configuracoes",
  load: () => import("./configuracoes.schema").then((module) => module.configuracoesSchema),
})
