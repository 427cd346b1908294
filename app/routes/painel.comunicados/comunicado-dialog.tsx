// 'Novo Comunicado' (?acao=novo), the board's: title, text and who it is for; published with
// intent "publicar", answered 303 or 400 with the values kept. `forms` is what the loader sent.
import type { SubmissionResult } from "@conform-to/react"
import { COMUNICADO_MAX, PUBLICO_LABELS, PUBLICOS } from "@veteranos/domain/comunicados"
import { SubmitButton } from "~/components/ui/button"
import { Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import { comunicadoForm } from "./comunicado.forms"
import type { comunicadosIntents } from "./comunicados-actions.server"

const PUBLICO_OPTIONS = PUBLICOS.map((value) => ({ value, label: PUBLICO_LABELS[value] }))

export function ComunicadoDialog({
  forms,
  lastResult,
}: {
  forms: SentForms<typeof comunicadoForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(comunicadoForm, forms, {
    id: "novo-comunicado",
    lastResult,
    defaultValue: { publico: PUBLICOS[0] },
  })
  return (
    <Dialog title="Novo Comunicado">
      <PanelForm form={form} className="grid gap-4">
        <Field label="Título" meta={fields.titulo} hint="É o assunto do e-mail." />
        <Field
          label="Texto"
          meta={fields.texto}
          as="textarea"
          rows={8}
          hint={`Até ${COMUNICADO_MAX.texto} caracteres. Separe os parágrafos com uma linha em branco.`}
        />
        <Field label="Para quem" meta={fields.publico} as="select" options={PUBLICO_OPTIONS} />
        <p className="text-sm text-gray-700">
          Cada destinatário recebe um e-mail, menos quem desativou os e-mails da associação em Meus Dados;
          todos leem o comunicado no painel.
        </p>
        <div>
          <SubmitButton
            name="intent"
            value={"publicar" satisfies IntentOf<typeof comunicadosIntents>}
            pendingLabel="Publicando..."
          >
            Publicar comunicado
          </SubmitButton>
        </div>
      </PanelForm>
    </Dialog>
  )
}
