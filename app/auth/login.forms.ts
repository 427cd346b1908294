// The login form.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside login.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** Logging in on /login. */
export const loginForm = defineForm({
  id: "login",
  load: () => import("~/auth/login.schema").then((module) => module.loginSchema),
})
