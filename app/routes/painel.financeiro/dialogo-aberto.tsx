// The one tool's dialog open on /painel/financeiro, named by the address (?acao=, with ?id= for a
// due): each opens only while the due still has the status it changes; the refused form is the one
// open, so it gets the action's answer. Its code (the dialogs, their forms) arrives with it
// (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog).
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import { onDemand } from "~/components/ui/on-demand"
import type { IntentOf } from "~/panel/intents.server"
import type { financeiroIntents } from "./financeiro-actions.server"

/** The dialogs (?acao=) are the tools' intents, each named as its form posts it. */
export const ACOES = [
  "pagar",
  "desfazer",
  "lancar",
  "nova",
  "isentar",
  "desfazer-isencao",
] as const satisfies ReadonlyArray<IntentOf<typeof financeiroIntents>>

/** What the loader read for the open dialog: its due and the row after it, or 'Lançar's months. */
export type Dialogo = {
  acao: (typeof ACOES)[number]
  mensalidade: MensalidadeComNome | null
  proxima: string | null
  meses: readonly string[] | null
}

/** The dialog ?acao= names, as dialogos.tsx draws it. */
export const DialogoAberto = onDemand(() => import("./dialogos").then((module) => module.Dialogos))
