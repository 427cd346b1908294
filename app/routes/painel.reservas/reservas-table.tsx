// The reservations of /painel/reservas: a member's own, or everyone's for the president with the
// decision buttons; and the member's confirmation before cancelling a pending one. The form to ask
// for one is reserva-form.tsx.
import { DataTable, RowAction, type Column } from "~/components/ui/data-table"
import { ConfirmDialog, DialogLink, RowActionsApart } from "~/components/ui/dialog"
import { StatusBadge } from "~/components/ui/status-badge"
import type { Reserva } from "~/features/reservas/reservas.server"
import { RESERVA_STATUS_LABELS } from "@veteranos/domain/reservas"
import { formatDate } from "~/utils/format"
import type { IntentOf } from "~/panel/intents.server"
import type { reservasIntents } from "./reservas-actions.server"

type Intent = IntentOf<ReturnType<typeof reservasIntents>>

const horario = (reserva: Reserva) => `${reserva.hora_inicio}–${reserva.hora_fim}`

/** "a reserva de João, Churrasqueira, 05/12/2026": which row a screen reader's button acts on. */
const describeReserva = (reserva: Reserva) =>
  `a reserva de ${reserva.associado_nome}, ${reserva.local}, ${formatDate(reserva.data)}`

/**
 * A reservation's actions: the president's 'Aprovar' first, across a phone's card, and 'Adicionar à
 * agenda'; the president's 'Rejeitar' (a direct POST, as ever) and the member's own 'Cancelar' (its
 * question first) last, outlined in red, apart (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart).
 */
function ReservaAcoes({
  reserva,
  gerencia,
  userId,
}: {
  reserva: Reserva
  gerencia: boolean
  userId: string
}) {
  const context = describeReserva(reserva)
  const decidida = reserva.status !== "pendente"
  const others = (gerencia || reserva.status === "aprovado") && (
    <>
      {gerencia ? (
        <RowAction
          intent={"aprovar" satisfies Intent}
          id={reserva.id}
          label="Aprovar"
          pendingLabel="Aprovando..."
          variant="primary"
          disabled={decidida}
          context={context}
        />
      ) : null}
      {reserva.status === "aprovado" ? (
        <a
          href={`/painel/reservas.ics?id=${reserva.id}`}
          download
          className="font-semibold text-marca-800 underline hover:text-marca-950"
        >
          Adicionar à agenda<span className="sr-only"> {context}</span>
        </a>
      ) : null}
    </>
  )
  const cancelar = reserva.associado_id === userId && !decidida
  if (!gerencia && !cancelar) return <div className="flex flex-wrap items-center gap-2">{others}</div>
  return (
    <RowActionsApart
      destructive={
        <>
          {gerencia ? (
            <RowAction
              intent={"rejeitar" satisfies Intent}
              id={reserva.id}
              label="Rejeitar"
              pendingLabel="Rejeitando..."
              variant="danger-outline"
              disabled={decidida}
              context={context}
            />
          ) : null}
          {cancelar ? (
            <DialogLink acao="cancelar" id={reserva.id} label="Cancelar" context={context} destructive />
          ) : null}
        </>
      }
    >
      {others || null}
    </RowActionsApart>
  )
}

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
      cell: (reserva) => <ReservaAcoes reserva={reserva} gerencia={gerencia} userId={userId} />,
    },
  ]
  return (
    <DataTable
      caption={gerencia ? "Reservas do espaço" : "Minhas reservas"}
      columns={columns}
      rows={reservas}
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
      intent={"cancelar" satisfies Intent}
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
