// 'Novo Comunicado' (?acao=novo): its code (comunicado-dialog-body.tsx, with the form) arrives when
// it opens (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { onDemand } from "~/components/ui/on-demand"

export const ComunicadoDialog = onDemand(() =>
  import("./comunicado-dialog-body").then((module) => module.ComunicadoDialog),
)
