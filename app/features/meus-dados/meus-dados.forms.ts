// The forms of /painel/meus-dados, each defined once
// for the loader, the action and the component (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

/** Correcting one's phone and address. */
export const meusContatosForm = defineForm({
  id: "meusContatos",
  load: () => import("~/features/meus-dados/meus-dados.schema").then((module) => module.meusContatosSchema),
})

/** Changing one's password. */
export const trocarSenhaForm = defineForm({
  id: "trocarSenha",
  load: () => import("~/features/meus-dados/meus-dados.schema").then((module) => module.trocarSenhaSchema),
})
