// The 'Nova Reserva' form, shown at ?nova=1: its code (reserva-form-body.tsx, the form and the
// times already taken) arrives when it is opened
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { onDemand } from "~/components/ui/on-demand"

export const ReservaForm = onDemand(() => import("./reserva-form-body").then((module) => module.ReservaForm))
