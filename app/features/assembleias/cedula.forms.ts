// The ballot's forms, defined once for the loader, the action and the component
// (app/forms/define-form.ts), beside cedula.schema.ts: the member's own, and the cabine's.
import { defineForm } from "~/forms/define-form"

export const cedulaForm = defineForm({
  id: "cedula",
  load: () => import("./cedula.schema").then((module) => module.cedulaSchema),
})

export const cedulaCabineForm = defineForm({
  id: "cedula-cabine",
  load: () => import("./cedula.schema").then((module) => module.cedulaCabineSchema),
})
