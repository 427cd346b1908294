// The president's dialog open on /painel/diretoria (?acao=...&id=...): its code (cargo-dialogs-body.tsx,
// with the seat's forms) arrives with the first one opened
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { onDemand } from "~/components/ui/on-demand"

export const CargoDialog = onDemand(() => import("./cargo-dialogs-body").then((module) => module.CargoDialog))
