// A new announcement's preview, the answer to its form: its code (comunicado-previa-body.tsx) arrives
// when it opens (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import { onDemand } from "~/components/ui/on-demand"

export const ComunicadoPreviaDialog = onDemand(() =>
  import("./comunicado-previa-body").then((module) => module.ComunicadoPreviaDialog),
)
