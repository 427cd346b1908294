// The fiscal council's opinion on the year's accounts: as recorded (result, text, the council's
// names and the date), then the general assembly's verdict once it has voted them; and the form a
// council member records or changes it with (the form is not printed).
import type { SubmissionResult } from "@conform-to/react"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { Parecer } from "~/features/prestacao-de-contas/prestacao-de-contas.server"
import { parecerForm } from "./parecer.forms"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import { PanelForm } from "~/panel/panel-form"
import type { prestacaoDeContasIntents } from "./prestacao-de-contas-actions.server"
import { formatDayOf } from "~/utils/format"
import { TIPO_LABELS } from "@veteranos/domain/cargos"

const CONSELHO = TIPO_LABELS.conselho

/** A result's value and label, as the loader sends them (the labels live in app/domain). */
export type ResultadoOpcao = { value: string; label: string }

/** "A, B e C". */
const names = (membros: readonly string[]) =>
  membros.length <= 1 ? membros.join("") : `${membros.slice(0, -1).join(", ")} e ${membros.at(-1)}`

export function ParecerView({
  ano,
  parecer,
  resultados,
}: {
  ano: number
  parecer: Parecer | null
  resultados: readonly ResultadoOpcao[]
}) {
  const label = resultados.find((r) => r.value === parecer?.resultado)?.label ?? parecer?.resultado
  return (
    <section
      aria-labelledby="parecer"
      className="mt-6 rounded-lg border border-marca-200 bg-white p-5"
      data-testid="parecer"
    >
      <h2 id="parecer" className="text-lg font-semibold text-marca-900">
        Parecer do {CONSELHO}
      </h2>
      {parecer ? (
        <>
          <p className="mt-2 text-base font-semibold text-marca-950">
            Contas de {ano}: {label}
          </p>
          <p className="mt-2 whitespace-pre-line text-gray-800">{parecer.texto}</p>
          <p className="mt-3 text-sm text-gray-700">
            {CONSELHO}: {parecer.membros.length > 0 ? names(parecer.membros) : "não informado"}. Registrado em{" "}
            {formatDayOf(parecer.updated)}
            {parecer.registrado_por_nome ? ` por ${parecer.registrado_por_nome}` : ""}.
          </p>
          {parecer.assembleia ? (
            <p className="mt-3 text-base font-semibold text-marca-950" data-testid="parecer-assembleia">
              {parecer.assembleia}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-gray-700">
          O conselho fiscal ainda não deu parecer sobre as contas de {ano}.
        </p>
      )}
    </section>
  )
}

export function ParecerForm({
  ano,
  parecer,
  resultados,
  forms,
  lastResult,
}: {
  ano: number
  parecer: Parecer | null
  resultados: readonly ResultadoOpcao[]
  forms: SentForms<typeof parecerForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(parecerForm, forms, {
    id: "parecer-form",
    lastResult,
    defaultValue: { resultado: parecer?.resultado ?? "", texto: parecer?.texto ?? "" },
  })
  return (
    <section
      aria-labelledby="parecer-form-titulo"
      className="mt-6 rounded-lg border border-marca-200 bg-marca-50 p-5 print:hidden"
    >
      <h2 id="parecer-form-titulo" className="text-lg font-semibold text-marca-900">
        {parecer ? "Alterar o parecer" : "Registrar o parecer"} do {CONSELHO} sobre {ano}
      </h2>
      <PanelForm form={form} className="mt-4 grid gap-4">
        <input type="hidden" name="ano" value={ano} />
        <Field
          as="select"
          label="Resultado"
          meta={fields.resultado}
          options={[{ value: "", label: "Escolha o resultado" }, ...resultados]}
        />
        <Field label="Parecer" meta={fields.texto} as="textarea" rows={6} />
        <SubmitButton
          name="intent"
          value={"parecer" satisfies IntentOf<typeof prestacaoDeContasIntents>}
          pendingLabel="Registrando..."
          className="justify-self-start"
        >
          Registrar parecer
        </SubmitButton>
      </PanelForm>
    </section>
  )
}
