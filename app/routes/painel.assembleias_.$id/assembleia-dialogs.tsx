// The dialogs of an assembly's page (URL state, ?acao=...): 'Editar' a draft's details, 'Publicar
// edital', 'Excluir rascunho', 'Cancelar assembleia' with its reason, and 'Abrir assembleia'. A step
// PocketBase refused shows its reason (`erro`) inside the dialog that asked for it.
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { Alert } from "~/components/ui/alert"
import { ConfirmDialog, Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { AssembleiaForm } from "~/features/assembleias/assembleia-form"
import { cancelarForm, type assembleiaForm } from "~/features/assembleias/assembleia.forms"
import type { Assembleia } from "~/features/assembleias/assembleias"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { assembleiaIntents } from "./assembleia-actions.server"

type Intent = IntentOf<ReturnType<typeof assembleiaIntents>>

export const ASSEMBLEIA_ACOES = ["editar", "publicar", "excluir", "cancelar", "abrir"] as const
export type AssembleiaAcao = (typeof ASSEMBLEIA_ACOES)[number]

type Result = SubmissionResult<string[]> | undefined
type Forms = SentForms<typeof assembleiaForm | typeof cancelarForm>

function CancelarForm({ forms, lastResult }: { forms: Forms; lastResult: Result }) {
  const [form, fields] = useSchemaForm(cancelarForm, forms, { id: "cancelar-assembleia", lastResult })
  return (
    <PanelForm form={form} className="grid gap-4">
      <p className="text-gray-800">
        Os associados recebem o aviso por e-mail e o motivo aparece no edital. Para remarcar, publique um novo
        edital.
      </p>
      <Field label="Motivo" meta={fields.motivo} as="textarea" rows={3} />
      <div>
        <SubmitButton
          name="intent"
          value={"cancelar" satisfies Intent}
          pendingLabel="Cancelando..."
          variant="danger"
        >
          Cancelar assembleia
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function AssembleiaDialog({
  acao,
  assembleia,
  forms,
  lastResult,
  erro,
}: {
  acao: AssembleiaAcao
  assembleia: Assembleia
  forms: Forms
  lastResult: Result
  erro: string | null
}) {
  const recusa = erro ? <Alert className="mt-4">{erro}</Alert> : null
  switch (acao) {
    case "editar":
      return (
        <Dialog title="Editar Assembleia">
          <AssembleiaForm
            assembleia={assembleia}
            forms={forms}
            lastResult={lastResult}
            intent={"editar" satisfies Intent}
          />
        </Dialog>
      )
    case "publicar":
      return (
        <ConfirmDialog
          title="Publicar Edital"
          question="Depois de publicado, o edital não pode ser alterado. Todos os associados com e-mail recebem a convocação."
          intent={"publicar" satisfies Intent}
          id={assembleia.id}
          confirmLabel="Publicar edital"
          pendingLabel="Publicando..."
        >
          {recusa}
        </ConfirmDialog>
      )
    case "excluir":
      return (
        <ConfirmDialog
          title="Excluir Rascunho"
          question="Tem certeza que deseja excluir este rascunho e a sua ordem do dia?"
          intent={"excluir" satisfies Intent}
          id={assembleia.id}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          variant="danger"
        >
          {recusa}
        </ConfirmDialog>
      )
    case "cancelar":
      return (
        <Dialog title="Cancelar Assembleia">
          <CancelarForm forms={forms} lastResult={lastResult} />
        </Dialog>
      )
    case "abrir":
      return (
        <ConfirmDialog
          title="Abrir Assembleia"
          question="Ao abrir, a lista de quem pode votar é fechada: quem pagar depois não entra nela."
          intent={"abrir" satisfies Intent}
          id={assembleia.id}
          confirmLabel="Abrir assembleia"
          pendingLabel="Abrindo..."
        >
          {recusa}
        </ConfirmDialog>
      )
  }
}
