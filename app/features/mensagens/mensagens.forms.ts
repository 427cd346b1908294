// The public forms whose messages reach the board's inbox, each defined once
// for the loader, the action and the component (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

/** 'Fale conosco' on /contato. */
export const contatoForm = defineForm({
  id: "contato",
  load: () => import("~/features/mensagens/contato.schema").then((module) => module.contatoSchema),
})

/** The youth school's participation request on /escolinha. */
export const pedidoEscolinhaForm = defineForm({
  id: "pedidoEscolinha",
  load: () =>
    import("~/features/mensagens/pedido-escolinha.schema").then((module) => module.pedidoEscolinhaSchema),
})
