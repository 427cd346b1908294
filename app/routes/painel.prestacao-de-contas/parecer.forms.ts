// The fiscal council's opinion form on /painel/prestacao-de-contas, defined once for the loader, the
// action and the component (app/forms/define-form.ts), beside parecer.schema.ts.
import { defineForm } from "~/forms/define-form"

export const parecerForm = defineForm({
  id: "parecer",
  load: () => import("./parecer.schema").then((module) => module.parecerSchema),
})
