// The form of /painel/reconfirmar (app/forms/define-form.ts), beside reconfirmar.schema.ts.
import { defineForm } from "~/forms/define-form"

/** The password and the code again, before a grave change. */
export const reconfirmarForm = defineForm({
  id: "reconfirmar",
  load: () => import("./reconfirmar.schema").then((module) => module.reconfirmarSchema),
})
