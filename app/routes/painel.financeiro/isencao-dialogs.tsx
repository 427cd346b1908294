// The exemption's dialogs on /painel/financeiro (URL state, ?acao=isentar|desfazer-isencao): exempt a
// pending due with its reason, and undo it (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed).
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { ProximaLinha, Resumo } from "./financeiro-dialogs"
import type { MensalidadeComNome } from "~/features/mensalidades/mensalidades.server"
import { isentarForm } from "./mensalidade.forms"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { PanelForm } from "~/panel/panel-form"
import type { IntentOf } from "~/panel/intents.server"
import type { financeiroIntents } from "./financeiro-actions.server"
import { ISENCAO_MOTIVO_MAX } from "@veteranos/domain/mensalidades"

export function IsentarDialog({
  mensalidade,
  proxima,
  forms,
  lastResult,
}: {
  mensalidade: MensalidadeComNome
  /** The row after it, where the list returns when the due leaves the tab shown. */
  proxima: string | null
  forms: SentForms<typeof isentarForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(isentarForm, forms, { id: "isentar", lastResult })
  return (
    <Dialog title="Isentar mensalidade">
      <p className="text-gray-800">
        A mensalidade deixa de ser devida: não entra no que está em aberto nem recebe lembretes.
      </p>
      <Resumo mensalidade={mensalidade} />
      <PanelForm form={form} className="mt-4">
        <input type="hidden" name="id" value={mensalidade.id} />
        <ProximaLinha proxima={proxima} />
        <Field label="Motivo" meta={fields.motivo} as="textarea" rows={3} maxLength={ISENCAO_MOTIVO_MAX} />
        <SubmitButton
          name="intent"
          value={"isentar" satisfies IntentOf<typeof financeiroIntents>}
          pendingLabel="Salvando..."
          className="mt-6"
        >
          Confirmar isenção
        </SubmitButton>
      </PanelForm>
    </Dialog>
  )
}

export function DesfazerIsencaoDialog({ mensalidade }: { mensalidade: MensalidadeComNome }) {
  return (
    <ConfirmDialog
      title="Desfazer isenção"
      question="A mensalidade volta a ficar pendente, sem o motivo e quem a isentou."
      intent={"desfazer-isencao" satisfies IntentOf<typeof financeiroIntents>}
      id={mensalidade.id}
      confirmLabel="Desfazer isenção"
      pendingLabel="Desfazendo..."
      variant="danger"
      closeLabel="Voltar"
    >
      <Resumo mensalidade={mensalidade} />
      {mensalidade.isencao_motivo ? (
        <p className="mt-3 text-sm text-gray-800">Motivo da isenção: {mensalidade.isencao_motivo}</p>
      ) : null}
    </ConfirmDialog>
  )
}
