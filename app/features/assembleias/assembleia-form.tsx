// The assembly's details, one form for 'Nova Assembleia' (/painel/assembleias) and 'Editar' (a
// draft's page): the kind, the first call typed in São Paulo time, how it meets, the address, the
// video-call link and the online instructions; a new one may name the members' request it answers
// (`pedidos`, those that reached a fifth). `intent` is what its button sends.
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import { PanelForm } from "~/panel/panel-form"
import { ASSEMBLEIA_TIPO_LABELS, MODALIDADE_LABELS } from "@veteranos/domain/assembleias"
import { dayInSaoPaulo, formatTimeOf } from "~/utils/format"
import type { Assembleia } from "./assembleias"
import { assembleiaForm } from "./assembleia.forms"

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

export function AssembleiaForm({
  assembleia,
  forms,
  lastResult,
  intent,
  pedidos = [],
}: {
  assembleia: Assembleia | null
  forms: SentForms<typeof assembleiaForm>
  lastResult: SubmissionResult<string[]> | undefined
  intent: string
  /** 'Pedido dos associados': the requests that reached a fifth, as options. */
  pedidos?: ReadonlyArray<{ value: string; label: string }>
}) {
  const [form, fields] = useSchemaForm(assembleiaForm, forms, {
    id: assembleia ? `assembleia-${assembleia.id}` : "nova-assembleia",
    lastResult,
    defaultValue: assembleia
      ? {
          tipo: assembleia.tipo,
          data: dayInSaoPaulo(assembleia.primeira_chamada),
          hora: formatTimeOf(assembleia.primeira_chamada),
          modalidade: assembleia.modalidade,
          local: assembleia.local,
          link: assembleia.link,
          instrucoes: assembleia.instrucoes,
        }
      : undefined,
  })
  return (
    <PanelForm form={form} className="grid gap-4 sm:grid-cols-2">
      {assembleia ? <input type="hidden" name="id" value={assembleia.id} /> : null}
      <Field as="select" label="Tipo" meta={fields.tipo} options={options(ASSEMBLEIA_TIPO_LABELS)} />
      <Field as="select" label="Modalidade" meta={fields.modalidade} options={options(MODALIDADE_LABELS)} />
      <Field label="Data da 1ª convocação" meta={fields.data} type="date" hint="Horário de São Paulo." />
      <Field label="Hora da 1ª convocação" meta={fields.hora} type="time" />
      <Field
        label="Local"
        meta={fields.local}
        hint="Endereço, para assembleia presencial ou híbrida."
        className="sm:col-span-2"
      />
      <Field
        label="Link da videochamada"
        meta={fields.link}
        inputMode="url"
        hint="Para assembleia online ou híbrida."
        className="sm:col-span-2"
      />
      <Field
        label="Instruções para participar online"
        meta={fields.instrucoes}
        as="textarea"
        rows={3}
        className="sm:col-span-2"
      />
      {pedidos.length > 0 ? (
        <Field
          as="select"
          label="Pedido dos associados"
          meta={fields.pedido}
          options={[{ value: "", label: "Nenhum" }, ...pedidos]}
          hint="Publicado o edital, o pedido fica atendido por esta assembleia."
          className="sm:col-span-2"
        />
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton name="intent" value={intent} pendingLabel="Salvando...">
          {assembleia ? "Salvar" : "Criar rascunho"}
        </SubmitButton>
      </div>
    </PanelForm>
  )
}
