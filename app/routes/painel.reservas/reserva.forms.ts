// The member's 'Nova Reserva' form.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts);
// its schema is the feature's reserva.schema.ts, whose input reservas.server.ts stores: a page's
// first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/**
 * A reservation request. Its rules depend on the request (the active spaces, São Paulo's day):
 * the loader, the action and the component each use `reservaForm.with({ espacos, hoje })`.
 */
export const reservaForm = defineForm({
  id: "reserva",
  load: (params: { espacos: ReadonlyArray<{ id: string; nome: string }>; hoje: string }) =>
    import("~/features/reservas/reserva.schema").then((module) => module.createReservaSchema(params)),
})
