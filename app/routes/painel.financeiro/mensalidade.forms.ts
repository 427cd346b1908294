// The treasurer's forms on /painel/financeiro.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside mensalidade.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** Marking a due paid, with the payment method. */
export const pagarForm = defineForm({
  id: "pagar",
  load: () => import("./mensalidade.schema").then((module) => module.pagarSchema),
})

/** Launching a month's dues for every active member. */
export const lancarMesForm = defineForm({
  id: "lancarMes",
  load: () => import("./mensalidade.schema").then((module) => module.lancarMesSchema),
})

/** One due for one member. */
export const novaMensalidadeForm = defineForm({
  id: "novaMensalidade",
  load: () => import("./mensalidade.schema").then((module) => module.novaMensalidadeSchema),
})

/** Exempting a due, with its reason. */
export const isentarForm = defineForm({
  id: "isentar",
  load: () => import("./mensalidade.schema").then((module) => module.isentarSchema),
})
