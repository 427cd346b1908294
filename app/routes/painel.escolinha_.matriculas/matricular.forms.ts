// The form of /painel/escolinha/matriculas (app/forms/define-form.ts), beside matricular.schema.ts.
import { defineForm } from "~/forms/define-form"

/** 'Matricular': the class a school request's child goes to. */
export const matricularForm = defineForm({
  id: "matricular",
  load: () => import("./matricular.schema").then((module) => module.matricularSchema),
})
