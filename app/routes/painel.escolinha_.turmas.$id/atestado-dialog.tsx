// 'Registrar atestado' (?acao=atestado&id=<aluno>): the certificate's date, up to today, for one
// child; the form defined once in atestado.forms.ts. Loaded when it opens (route.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { atestadoForm } from "./atestado.forms"
import type { turmaIntents } from "./turma-actions.server"

export function AtestadoDialog({
  aluno,
  hoje,
  forms,
  lastResult,
}: {
  aluno: { id: string; nome: string }
  hoje: string
  forms: SentForms<typeof atestadoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(atestadoForm, forms, { id: `atestado-${aluno.id}`, lastResult })
  return (
    <Dialog title="Registrar atestado">
      <p className="font-semibold">{aluno.nome}</p>
      <PanelForm form={form} className="mt-4 grid gap-4">
        <input type="hidden" name="aluno" value={aluno.id} />
        <Field label="Data do atestado" meta={fields.data} type="date" max={hoje} />
        <div>
          <SubmitButton
            name="intent"
            value={"atestado" satisfies IntentOf<typeof turmaIntents>}
            pendingLabel="Registrando..."
          >
            Registrar atestado
          </SubmitButton>
        </div>
      </PanelForm>
    </Dialog>
  )
}
