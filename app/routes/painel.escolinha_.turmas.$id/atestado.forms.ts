// The class page's form, defined once for its loader, action and dialog (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

export const atestadoForm = defineForm({
  id: "atestado",
  load: () => import("./atestado.schema").then((module) => module.atestadoSchema),
})
