// The membership application.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// its schema loaded on demand from features/pedido-socio (the requests' server code reads it too):
// a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** The public application on /associar. */
export const pedidoSocioForm = defineForm({
  id: "pedidoSocio",
  load: () =>
    import("~/features/pedido-socio/pedido-socio.schema").then((module) => module.pedidoSocioSchema),
})
