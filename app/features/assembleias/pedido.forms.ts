// 'Pedir assembleia', defined once for /painel/assembleias's loader, action and component
// (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

export const pedidoForm = defineForm({
  id: "pedido-assembleia",
  load: () => import("./pedido.schema").then((module) => module.pedidoSchema),
})
