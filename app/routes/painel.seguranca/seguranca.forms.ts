// The forms of /painel/seguranca.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside seguranca.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** The authenticator's first code, which turns it on. */
export const codigoAppForm = defineForm({
  id: "codigoApp",
  load: () => import("./seguranca.schema").then((module) => module.codigoAppSchema),
})

/** The e-mailed code, which turns the e-mail on as the second step. */
export const codigoEmailForm = defineForm({
  id: "codigoEmail",
  load: () => import("./seguranca.schema").then((module) => module.codigoEmailSchema),
})

/** Changing one's password. */
export const trocarSenhaForm = defineForm({
  id: "trocarSenha",
  load: () => import("./seguranca.schema").then((module) => module.trocarSenhaSchema),
})
