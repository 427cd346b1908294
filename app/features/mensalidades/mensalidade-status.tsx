// A due's status as the member's and the treasurer's lists show it: its badge, 'Vencida' beside it
// when it is still pending after its due day, an exempt due's reason under it; and the lists
// themselves, overdue rows marked.
import { DataTable, type Column } from "~/components/ui/data-table"
import { StatusBadge } from "~/components/ui/status-badge"
import { MENSALIDADE_STATUS_LABELS, type MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { isVencida } from "~/features/mensalidades/mensalidade"

export function MensalidadeStatusBadges({
  mensalidade,
  hoje,
}: {
  mensalidade: { status: MensalidadeStatus; data_vencimento: string; isencao_motivo?: string }
  hoje: string
}) {
  const motivo = mensalidade.status === "isenta" ? mensalidade.isencao_motivo : ""
  return (
    <span className="flex flex-wrap gap-1" title={motivo ? `Motivo da isenção: ${motivo}` : undefined}>
      <StatusBadge status={mensalidade.status} label={MENSALIDADE_STATUS_LABELS[mensalidade.status]} />
      {isVencida(mensalidade, hoje) ? <StatusBadge status="vencida" /> : null}
      {motivo ? (
        <span className="block w-full break-words text-xs text-gray-700" data-testid="isencao-motivo">
          {motivo}
        </span>
      ) : null}
    </span>
  )
}

type DueRow = { id: string; status: MensalidadeStatus; data_vencimento: string }

/** A list of dues (the member's own, or a month's for the treasurer), overdue rows marked. */
export function MensalidadesDataTable<Row extends DueRow>({
  caption,
  columns,
  mensalidades,
  hoje,
}: {
  caption: string
  columns: ReadonlyArray<Column<Row>>
  mensalidades: ReadonlyArray<Row>
  hoje: string
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={mensalidades}
      rowClassName={(m) => (isVencida(m, hoje) ? "bg-red-50" : undefined)}
      empty="Nenhuma mensalidade encontrada."
      testId="mensalidades"
    />
  )
}
