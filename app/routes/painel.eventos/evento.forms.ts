// The board's forms on /painel/eventos.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts);
// their schemas are the feature's evento.schema.ts, which eventos.server.ts reads too: a page's
// first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** A new or edited event. */
export const eventoForm = defineForm({
  id: "evento",
  load: () => import("~/features/eventos/evento.schema").then((module) => module.eventoSchema),
})

/** An entry of the yearly calendar. */
export const calendarioForm = defineForm({
  id: "calendario",
  load: () => import("~/features/eventos/evento.schema").then((module) => module.calendarioSchema),
})
