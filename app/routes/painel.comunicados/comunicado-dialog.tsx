// 'Novo Comunicado' (?acao=novo), the board's: title, text and who it is for. Its button asks for
// the preview (intent "previa", comunicado-previa.tsx), where 'Enviar' publishes; a refusal of
// either comes back here with the values kept. `forms` is what the loader sent. Loaded when it
// opens (route.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { COMUNICADO_MAX, PUBLICO_LABELS, PUBLICOS } from "@veteranos/domain/comunicados"
import { SubmitButton } from "~/components/ui/button"
import { Dialog } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { ComunicadoInput } from "~/features/comunicados/comunicado.schema"
import { comunicadoForm } from "./comunicado.forms"
import type { comunicadosIntents } from "./comunicados-actions.server"

const PUBLICO_OPTIONS = PUBLICOS.map((value) => ({ value, label: PUBLICO_LABELS[value] }))

type FormProps = {
  forms: SentForms<typeof comunicadoForm>
  lastResult: SubmissionResult<string[]> | undefined
  /** What the preview showed, when the text is corrected from it. */
  defaultValue?: ComunicadoInput
}

/** The announcement's fields and 'Ver prévia do e-mail': nothing is sent before the preview's 'Enviar'. */
export function ComunicadoForm({ forms, lastResult, defaultValue }: FormProps) {
  const [form, fields] = useSchemaForm(comunicadoForm, forms, {
    id: "novo-comunicado",
    lastResult,
    defaultValue: defaultValue ?? { publico: PUBLICOS[0] },
  })
  return (
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
        Cada destinatário recebe um e-mail, menos quem desativou os e-mails da associação em Meus Dados; todos
        leem o comunicado no painel. Antes de enviar, você vê o e-mail e quantos o recebem.
      </p>
      <div>
        <SubmitButton
          name="intent"
          value={"previa" satisfies IntentOf<typeof comunicadosIntents>}
          pendingLabel="Preparando a prévia..."
          className="w-full sm:w-auto"
        >
          Ver prévia do e-mail
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

export function ComunicadoDialog(props: FormProps) {
  return (
    <Dialog title="Novo Comunicado">
      <ComunicadoForm {...props} />
    </Dialog>
  )
}
