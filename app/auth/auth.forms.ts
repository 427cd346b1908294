// The account forms, each defined once
// for the loader, the action and the component (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

/** Logging in on /login. */
export const loginForm = defineForm({
  id: "login",
  load: () => import("~/auth/login.schema").then((module) => module.loginSchema),
})

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
