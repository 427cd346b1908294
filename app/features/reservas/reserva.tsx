// The pieces of /painel/reservas: the 'Nova Reserva' form with, beside it, the times already taken
// (approved reservations, without names) so a free slot is found without trial and error; the
// reservations table; the cancel confirmation.
import { getFormProps, type SubmissionResult } from "@conform-to/react"
import { Form, Link, useLocation } from "@remix-run/react"
import { FormAlert } from "~/components/ui/alert"
import { SubmitButton } from "~/components/ui/button"
import { DataTable, RowAction, type Column } from "~/components/ui/data-table"
import { ConfirmDialog, dialogHref } from "~/components/ui/dialog"
import { Field } from "~/components/ui/field"
import { StatusBadge } from "~/components/ui/status-badge"
import type { HorarioOcupado, Reserva } from "~/features/reservas/reservas.server"
import {
  firstReservaDay,
  RESERVA_ABERTURA,
  RESERVA_ANTECEDENCIA_DIAS,
  RESERVA_CAPACIDADE_MAXIMA,
  RESERVA_FECHAMENTO,
  RESERVA_HORA_ABERTURA,
  RESERVA_HORA_FECHAMENTO,
  RESERVA_STATUS_LABELS,
} from "@veteranos/domain/reservas"
import { formatDate, formatWeekdayDayMonth } from "~/utils/format"
import { useSchemaForm } from "~/forms/use-schema-form"

export function ReservaForm({
  espacos,
  hoje,
  ocupados,
  lastResult,
}: {
  espacos: readonly string[]
  /** São Paulo's day, from the server: the browser checks the same 7 days as the action. */
  hoje: string
  ocupados: readonly HorarioOcupado[]
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useSchemaForm(
    "reserva",
    // The browser validates with the schema once it arrives, after the page is shown.
    () =>
      import("~/features/reservas/reserva.schema").then((module) =>
        module.createReservaSchema({ espacos, hoje }),
      ),
    { id: "nova-reserva", lastResult },
  )
  const horas = { min: RESERVA_ABERTURA, max: RESERVA_FECHAMENTO }
  return (
    <div className="mt-4 grid gap-6 rounded-lg border border-marca-200 bg-white p-5 shadow-sm lg:grid-cols-5">
      <Form method="post" {...getFormProps(form)} className="lg:col-span-3">
        <h2 className="text-lg font-semibold text-marca-900">Nova Reserva</h2>
        <p className="mt-1 text-sm text-gray-600">
          Com pelo menos {RESERVA_ANTECEDENCIA_DIAS} dias de antecedência, entre {RESERVA_HORA_ABERTURA}h e{" "}
          {RESERVA_HORA_FECHAMENTO}h, para até {RESERVA_CAPACIDADE_MAXIMA} pessoas. A diretoria analisa o
          pedido.
        </p>
        <div className="mt-4">
          <FormAlert id={form.errorId} errors={form.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            as="select"
            label="Local"
            meta={fields.local}
            options={[
              { value: "", label: "Escolha o espaço" },
              ...espacos.map((espaco) => ({ value: espaco, label: espaco })),
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
          value="criar"
          pendingLabel="Enviando..."
          className="mt-6 w-full sm:w-auto"
        >
          Solicitar reserva
        </SubmitButton>
      </Form>
      <HorariosOcupados espacos={espacos} ocupados={ocupados} local={fields.local.value} />
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
  local,
}: {
  espacos: readonly string[]
  ocupados: readonly HorarioOcupado[]
  local: string | undefined
}) {
  const shown = local && espacos.includes(local) ? [local] : espacos
  return (
    <section aria-labelledby="horarios-ocupados" className="lg:col-span-2">
      <h2 id="horarios-ocupados" className="text-lg font-semibold text-marca-900">
        Horários já reservados
      </h2>
      <p className="mt-1 text-sm text-gray-600">Nas próximas semanas. Os demais horários estão livres.</p>
      <div className="mt-3 grid gap-4" data-testid="horarios-ocupados">
        {shown.map((espaco) => {
          const doEspaco = ocupados.filter((ocupado) => ocupado.local === espaco)
          return (
            <div key={espaco}>
              <h3 className="font-semibold text-gray-900">{espaco}</h3>
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

const horario = (reserva: Reserva) => `${reserva.hora_inicio}–${reserva.hora_fim}`

/** "a reserva de João, Churrasqueira, 05/12/2026": which row a screen reader's button acts on. */
const descreva = (reserva: Reserva) =>
  `a reserva de ${reserva.associado_nome}, ${reserva.local}, ${formatDate(reserva.data)}`

/**
 * The reservations: a member's own, or everyone's for the president (with the requester and the
 * decision buttons, shown but not offered once decided).
 */
export function ReservasTable({
  reservas,
  gerencia,
  userId,
}: {
  reservas: readonly Reserva[]
  gerencia: boolean
  userId: string
}) {
  const { search } = useLocation()
  const columns: Array<Column<Reserva>> = [
    {
      header: "Local",
      cell: (reserva) => (
        <>
          <span className="font-medium">{reserva.local}</span>
          {/* On a phone the requester goes under the space instead of in a column of its own. */}
          {gerencia ? <span className="block text-gray-700 md:hidden">{reserva.associado_nome}</span> : null}
        </>
      ),
    },
    {
      header: "Data",
      cell: (reserva) => (
        <>
          {formatDate(reserva.data)}
          <span className="block text-gray-700 md:hidden">{horario(reserva)}</span>
        </>
      ),
      className: "whitespace-nowrap",
    },
    { header: "Horário", cell: horario, className: "hidden whitespace-nowrap md:table-cell" },
    { header: "Pessoas", cell: (reserva) => reserva.capacidade, className: "hidden md:table-cell" },
    ...(gerencia
      ? [
          {
            header: "Solicitante",
            cell: (reserva: Reserva) => reserva.associado_nome,
            className: "hidden md:table-cell",
          },
        ]
      : []),
    {
      header: "Status",
      cell: (reserva) => (
        <StatusBadge status={reserva.status} label={RESERVA_STATUS_LABELS[reserva.status]} />
      ),
    },
    {
      header: "Ações",
      cell: (reserva) => (
        <div className="flex flex-wrap items-center gap-2">
          {gerencia ? (
            <>
              <RowAction
                intent="aprovar"
                id={reserva.id}
                label="Aprovar"
                pendingLabel="Aprovando..."
                variant="primary"
                disabled={reserva.status !== "pendente"}
                context={descreva(reserva)}
              />
              <RowAction
                intent="rejeitar"
                id={reserva.id}
                label="Rejeitar"
                pendingLabel="Rejeitando..."
                variant="danger"
                disabled={reserva.status !== "pendente"}
                context={descreva(reserva)}
              />
            </>
          ) : null}
          {reserva.associado_id === userId && reserva.status === "pendente" ? (
            <Link
              to={dialogHref(search, "cancelar", reserva.id)}
              preventScrollReset
              className="font-semibold text-red-700 underline hover:text-red-900"
            >
              Cancelar<span className="sr-only"> {descreva(reserva)}</span>
            </Link>
          ) : null}
          {reserva.status === "aprovado" ? (
            <a
              href={`/painel/reservas.ics?id=${reserva.id}`}
              download
              className="font-semibold text-marca-800 underline hover:text-marca-950"
            >
              Adicionar à agenda<span className="sr-only"> {descreva(reserva)}</span>
            </a>
          ) : null}
        </div>
      ),
    },
  ]
  return (
    <DataTable
      caption={gerencia ? "Reservas do espaço" : "Minhas reservas"}
      columns={columns}
      rows={reservas}
      rowKey={(reserva) => reserva.id}
      rowClassName={(reserva) => (gerencia && reserva.status === "pendente" ? "bg-destaque-50" : undefined)}
      empty="Nenhuma reserva encontrada."
      testId="reservas"
    />
  )
}

/** The member's confirmation before withdrawing a pending reservation (?acao=cancelar&id=...). */
export function CancelarReservaDialog({ reserva }: { reserva: Reserva }) {
  return (
    <ConfirmDialog
      title="Cancelar reserva"
      question="Tem certeza que deseja cancelar esta reserva? O pedido será retirado da análise da diretoria."
      intent="cancelar"
      id={reserva.id}
      confirmLabel="Cancelar reserva"
      pendingLabel="Cancelando..."
      variant="danger"
      closeLabel="Voltar"
    >
      <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
        <span className="font-semibold">{reserva.local}</span> · {formatDate(reserva.data)} ·{" "}
        {reserva.hora_inicio}–{reserva.hora_fim}
      </p>
    </ConfirmDialog>
  )
}
