// The consent page's parts: the text of what is collected and why, highlighted as LGPD art. 14 asks
// (specific and highlighted: a bordered, tinted box with its heading), and each child's form.
import { useActionData } from "@remix-run/react"
import type { SubmissionResult } from "@conform-to/react"
import { Field } from "~/components/ui/field"
import { SubmitButton } from "~/components/ui/button"
import { DialogLink } from "~/components/ui/dialog"
import { PanelForm } from "~/panel/panel-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { SentForms } from "~/forms/define-form"
import type { IntentOf } from "~/panel/intents.server"
import type { consentimentoIntents } from "./consentimento-actions.server"
import { consentimentoForm } from "./consentimento.forms"

export type FilhoConsentimento = {
  id: string
  nome: string
  turma: string
  statusLabel: string
  pendente: boolean
  dados: boolean
  imagem: boolean
}

export function TextoConsentimento({ paragrafos }: { paragrafos: readonly string[] }) {
  return (
    <section
      aria-labelledby="texto-consentimento"
      className="mt-4 rounded-lg border-2 border-marca-600 bg-marca-50 p-4 sm:p-5"
    >
      <h2 id="texto-consentimento" className="text-lg font-bold text-marca-900">
        O que a escolinha guarda e por quê
      </h2>
      {paragrafos.map((paragrafo) => (
        <p key={paragrafo} className="mt-2 text-gray-900">
          {paragrafo}
        </p>
      ))}
    </section>
  )
}

/** The refused form of this child, when the action's answer is its. */
function useRefusalOf(id: string): SubmissionResult<string[]> | undefined {
  const answer = useActionData() as { result?: SubmissionResult<string[]>; intent?: string } | undefined
  const result = answer?.result
  if (!result || answer?.intent !== "consentir") return undefined
  return (result.initialValue as Record<string, unknown> | null | undefined)?.id === id ? result : undefined
}

export function FilhoForm({
  filho,
  forms,
  labels,
}: {
  filho: FilhoConsentimento
  forms: SentForms<typeof consentimentoForm>
  labels: { dados: string; imagem: string }
}) {
  const [form, fields] = useSchemaForm(consentimentoForm, forms, {
    id: `consentimento-${filho.id}`,
    lastResult: useRefusalOf(filho.id),
    defaultValue: {
      id: filho.id,
      dados: filho.dados ? "on" : undefined,
      imagem: filho.imagem ? "on" : undefined,
    },
  })
  return (
    <section
      aria-labelledby={`filho-${filho.id}`}
      className="mt-6 rounded-lg border border-marca-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`filho-${filho.id}`} className="text-lg font-semibold break-words text-marca-900">
        {filho.nome}
      </h2>
      <p className="text-sm text-gray-700">
        {filho.turma} · {filho.statusLabel}
        {filho.pendente ? null : " · autorizações já registradas"}
      </p>
      <PanelForm form={form} className="mt-4 grid gap-4">
        <input type="hidden" name={fields.id.name} value={filho.id} />
        <Field as="checkbox" meta={fields.dados} label={labels.dados} />
        <Field
          as="checkbox"
          meta={fields.imagem}
          label={labels.imagem}
          hint="Opcional: sem ela, seu filho(a) continua na escolinha e não aparece nas fotos publicadas."
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton
            name="intent"
            value={"consentir" satisfies IntentOf<typeof consentimentoIntents>}
            pendingLabel="Salvando..."
          >
            Salvar autorizações
          </SubmitButton>
          <DialogLink
            acao="recusar"
            id={filho.id}
            label="Não autorizo: encerrar a matrícula"
            context={filho.nome}
            destructive
          />
        </div>
      </PanelForm>
    </section>
  )
}
