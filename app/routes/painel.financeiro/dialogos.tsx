// The dialogs of /painel/financeiro, loaded when one opens (dialogo-aberto.tsx): the one ?acao=
// names, drawn only while the due still has the status it changes.
import type { SentForms } from "~/forms/define-form"
import { useActionResult } from "~/panel/panel-form"
import type { Dialogo } from "./dialogo-aberto"
import {
  DesfazerDialog,
  LancarDialog,
  NovaMensalidadeDialog,
  PagarDialog,
  type MensalidadePadrao,
} from "./financeiro-dialogs"
import { DesfazerIsencaoDialog, IsentarDialog } from "./isencao-dialogs"
import type { isentarForm, lancarMesForm, novaMensalidadeForm, pagarForm } from "./mensalidade.forms"

export function Dialogos({
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
