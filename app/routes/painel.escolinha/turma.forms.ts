// The classes page's form, defined once for its loader, action and dialogs (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

export const turmaForm = defineForm({
  id: "turma",
  load: () => import("./turma.schema").then((module) => module.turmaSchema),
})
