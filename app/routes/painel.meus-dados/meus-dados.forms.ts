// The forms of /painel/meus-dados.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside meus-dados.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** Correcting one's phone and address. */
export const meusContatosForm = defineForm({
  id: "meusContatos",
  load: () => import("./meus-dados.schema").then((module) => module.meusContatosSchema),
})

/** Sending one's photo ('Sua foto'), as multipart. */
export const minhaFotoForm = defineForm({
  id: "minhaFoto",
  load: () => import("./meus-dados.schema").then((module) => module.minhaFotoSchema),
})
