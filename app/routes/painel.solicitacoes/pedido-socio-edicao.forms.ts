// The president's edit of a membership request.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// its schema loaded on demand from features/pedido-socio (the requests' server code reads its type):
// a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** The correction on /painel/solicitacoes. */
export const pedidoSocioEdicaoForm = defineForm({
  id: "pedidoSocioEdicao",
  load: () =>
    import("~/features/pedido-socio/pedido-socio-edicao.schema").then(
      (module) => module.pedidoSocioEdicaoSchema,
    ),
})
