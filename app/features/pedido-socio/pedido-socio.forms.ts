// The membership request's forms, each defined once
// for the loader, the action and the component (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

/** The public application on /associar. */
export const pedidoSocioForm = defineForm({
  id: "pedidoSocio",
  load: () =>
    import("~/features/pedido-socio/pedido-socio.schema").then((module) => module.pedidoSocioSchema),
})

/** The president's correction on /painel/solicitacoes. */
export const pedidoSocioEdicaoForm = defineForm({
  id: "pedidoSocioEdicao",
  load: () =>
    import("~/features/pedido-socio/pedido-socio-edicao.schema").then(
      (module) => module.pedidoSocioEdicaoSchema,
    ),
})
