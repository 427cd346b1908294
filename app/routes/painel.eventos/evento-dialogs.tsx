// The board's dialog open on /painel/eventos (?acao=...&id=...): its code (evento-dialogs-body.tsx,
// with the event's forms) arrives with the first one opened
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { onDemand } from "~/components/ui/on-demand"

export const EventoDialog = onDemand(() =>
  import("./evento-dialogs-body").then((module) => module.EventoDialog),
)
