// The password reset's forms.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside recuperar-senha.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** Asking for a set-password link on /recuperar-senha. */
export const pedirLinkForm = defineForm({
  id: "pedirLink",
  load: () => import("~/auth/recuperar-senha.schema").then((module) => module.pedirLinkSchema),
})

/** Setting a new password from the link. */
export const novaSenhaForm = defineForm({
  id: "novaSenha",
  load: () => import("~/auth/recuperar-senha.schema").then((module) => module.novaSenhaSchema),
})
