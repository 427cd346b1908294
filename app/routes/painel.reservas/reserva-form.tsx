// The 'Nova Reserva' form of /painel/reservas with, beside it, the times already taken (approved
// reservations, without names) so a free slot is found without trial and error. The form is defined
// once in reserva.forms.ts; its rules depend on the active spaces (their records' ids and names)
// and São Paulo's day, given by the page. Loaded when ?nova=1 opens it (route.tsx).
import type { SubmissionResult } from "@conform-to/react"
import { PanelForm } from "~/panel/panel-form"
import { SubmitButton } from "~/components/ui/button"
import { Field } from "~/components/ui/field"
import type { HorarioOcupado } from "~/features/reservas/reservas.server"
import {
  firstReservaDay,
  RESERVA_ABERTURA,
  RESERVA_ANTECEDENCIA_DIAS,
  RESERVA_CAPACIDADE_MAXIMA,
  RESERVA_FECHAMENTO,
  RESERVA_HORA_ABERTURA,
  RESERVA_HORA_FECHAMENTO,
} from "@veteranos/domain/reservas"
import { formatWeekdayDayMonth } from "~/utils/format"
import type { SentForms } from "~/forms/define-form"
import { useSchemaForm } from "~/forms/use-schema-form"
import type { IntentOf } from "~/panel/intents.server"
import type { reservasIntents } from "./reservas-actions.server"
import { reservaForm } from "./reserva.forms"
import type { EspacoOpcao } from "~/features/reservas/reserva.schema"

export function ReservaForm({
  espacos,
  hoje,
  ocupados,
  forms,
  lastResult,
}: {
  espacos: readonly EspacoOpcao[]
  /** São Paulo's day, from the server: the browser checks the same 7 days as the action. */
  hoje: string
  ocupados: readonly HorarioOcupado[]
  forms: SentForms<typeof reservaForm>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(reservaForm.with({ espacos, hoje }), forms, {
    id: "nova-reserva",
    lastResult,
  })
  const horas = { min: RESERVA_ABERTURA, max: RESERVA_FECHAMENTO }
  return (
    <div className="mt-4 grid gap-6 rounded-lg border border-marca-200 bg-white p-5 shadow-sm lg:grid-cols-5">
      <PanelForm form={form} className="lg:col-span-3">
        <h2 className="text-lg font-semibold text-marca-900">Nova Reserva</h2>
        <p className="mt-1 text-sm text-gray-600">
          Com pelo menos {RESERVA_ANTECEDENCIA_DIAS} dias de antecedência, entre {RESERVA_HORA_ABERTURA}h e{" "}
          {RESERVA_HORA_FECHAMENTO}h, para até {RESERVA_CAPACIDADE_MAXIMA} pessoas. A diretoria analisa o
          pedido.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            as="select"
            label="Local"
            meta={fields.espaco}
            options={[
              { value: "", label: "Escolha o espaço" },
              ...espacos.map((espaco) => ({ value: espaco.id, label: espaco.nome })),
            ]}
          />
          <Field label="Data" meta={fields.data} type="date" min={firstReservaDay(hoje)} />
          <Field label="Início" meta={fields.hora_inicio} type="time" min={horas.min} max={horas.max} />
          <Field label="Término" meta={fields.hora_fim} type="time" min={horas.min} max={horas.max} />
          <Field
            label="Número de pessoas"
            meta={fields.capacidade}
            type="number"
            inputMode="numeric"
            min={1}
            max={RESERVA_CAPACIDADE_MAXIMA}
          />
        </div>
        <SubmitButton
          name="intent"
          value={"criar" satisfies IntentOf<ReturnType<typeof reservasIntents>>}
          pendingLabel="Enviando..."
          className="mt-6 w-full sm:w-auto"
        >
          Solicitar reserva
        </SubmitButton>
      </PanelForm>
      <HorariosOcupados espacos={espacos} ocupados={ocupados} escolhido={fields.espaco.value} />
    </div>
  )
}

/**
 * The approved reservations of the coming weeks, by space; with JavaScript, only the space chosen
 * in the form. Names are never here: PocketBase's view of taken times has none.
 */
function HorariosOcupados({
  espacos,
  ocupados,
  escolhido,
}: {
  espacos: readonly EspacoOpcao[]
  ocupados: readonly HorarioOcupado[]
  /** The space chosen in the form (its record's id). */
  escolhido: string | undefined
}) {
  const chosen = espacos.filter((espaco) => espaco.id === escolhido)
  const shown = chosen.length > 0 ? chosen : espacos
  return (
    <section aria-labelledby="horarios-ocupados" className="lg:col-span-2">
      <h2 id="horarios-ocupados" className="text-lg font-semibold text-marca-900">
        Horários já reservados
      </h2>
      <p className="mt-1 text-sm text-gray-600">Nas próximas semanas. Os demais horários estão livres.</p>
      <div className="mt-3 grid gap-4" data-testid="horarios-ocupados">
        {shown.map((espaco) => {
          const doEspaco = ocupados.filter((ocupado) => ocupado.espaco === espaco.id)
          return (
            <div key={espaco.id}>
              <h3 className="font-semibold text-gray-900">{espaco.nome}</h3>
              {doEspaco.length === 0 ? (
                <p className="text-sm text-gray-700">Nenhum horário reservado.</p>
              ) : (
                <ul className="mt-1 space-y-0.5 text-sm text-gray-800">
                  {doEspaco.map((ocupado) => (
                    <li key={ocupado.id}>
                      {formatWeekdayDayMonth(ocupado.data)}: {ocupado.hora_inicio}–{ocupado.hora_fim}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
}
