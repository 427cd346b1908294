// The member's 'Nova Reserva' form, defined once for the loader, the action and the component
// (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

/**
 * A reservation request. Its rules depend on the request (the configured spaces, São Paulo's day):
 * the loader, the action and the component each use `reservaForm.with({ espacos, hoje })`.
 */
export const reservaForm = defineForm({
  id: "reserva",
  load: (params: { espacos: readonly string[]; hoje: string }) =>
    import("~/features/reservas/reserva.schema").then((module) => module.createReservaSchema(params)),
})
