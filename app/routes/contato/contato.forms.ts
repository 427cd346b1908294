// The contact form.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside its page (its schema stays in the feature, whose server module reads it too):
// contato.schema.ts. A page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** 'Fale conosco' on /contato. */
export const contatoForm = defineForm({
  id: "contato",
  load: () => import("~/features/mensagens/contato.schema").then((module) => module.contatoSchema),
})
