// The one tool's dialog open on /painel/financeiro, named by the address (?acao=, with ?id= for a
// due): each opens only while the due still has the status it changes; the refused form is the one
// open, so it gets the action's answer.
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import type { SentForms } from "~/forms/define-form"
import type { IntentOf } from "~/panel/intents.server"
import { useActionResult } from "~/panel/panel-form"
import type { financeiroIntents } from "./financeiro-actions.server"
import {
  DesfazerDialog,
  LancarDialog,
  NovaMensalidadeDialog,
  PagarDialog,
  type MensalidadePadrao,
} from "./financeiro-dialogs"
import { DesfazerIsencaoDialog, IsentarDialog } from "./isencao-dialogs"
import type { isentarForm, lancarMesForm, novaMensalidadeForm, pagarForm } from "./mensalidade.forms"

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

export function DialogoAberto({
  dialog: { acao, mensalidade, proxima, meses },
  forms,
  padrao,
  associados,
  mes,
}: {
  dialog: Dialogo
  forms: SentForms<typeof pagarForm | typeof lancarMesForm | typeof novaMensalidadeForm | typeof isentarForm>
  padrao: MensalidadePadrao
  associados: ReadonlyArray<{ id: string; nome: string }>
  /** The month listed: a new due's date starts in it. */
  mes: string
}) {
  const lastResult = useActionResult()
  const status = mensalidade?.status
  if (acao === "pagar" && mensalidade && status === "pendente") {
    return <PagarDialog mensalidade={mensalidade} proxima={proxima} forms={forms} lastResult={lastResult} />
  }
  if (acao === "desfazer" && mensalidade && status === "pago") {
    return <DesfazerDialog mensalidade={mensalidade} />
  }
  if (acao === "isentar" && mensalidade && status === "pendente") {
    return <IsentarDialog mensalidade={mensalidade} proxima={proxima} forms={forms} lastResult={lastResult} />
  }
  if (acao === "desfazer-isencao" && mensalidade && status === "isenta") {
    return <DesfazerIsencaoDialog mensalidade={mensalidade} />
  }
  if (acao === "lancar" && meses) {
    return <LancarDialog meses={meses} padrao={padrao} forms={forms} lastResult={lastResult} />
  }
  if (acao === "nova") {
    return (
      <NovaMensalidadeDialog
        associados={associados}
        mes={mes}
        padrao={padrao}
        forms={forms}
        lastResult={lastResult}
      />
    )
  }
  return null
}
