// The youth school's request form.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside its page (its schema stays in the feature, whose server module reads it too):
// pedido-escolinha.schema.ts. A page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** The participation request on /escolinha. */
export const pedidoEscolinhaForm = defineForm({
  id: "pedidoEscolinha",
  load: () =>
    import("~/features/mensagens/pedido-escolinha.schema").then((module) => module.pedidoEscolinhaSchema),
})
