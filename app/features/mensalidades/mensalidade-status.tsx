// A due's status as the member's and the treasurer's lists show it: its badge, and 'Vencida' beside
// it when it is still pending after its due day.
import { StatusBadge } from "~/components/ui/status-badge"
import { MENSALIDADE_STATUS_LABELS, type MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { isVencida } from "~/features/mensalidades/mensalidade"

export function MensalidadeStatusBadges({
  mensalidade,
  hoje,
}: {
  mensalidade: { status: MensalidadeStatus; data_vencimento: string }
  hoje: string
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={mensalidade.status} label={MENSALIDADE_STATUS_LABELS[mensalidade.status]} />
      {isVencida(mensalidade, hoje) ? <StatusBadge status="vencida" /> : null}
    </span>
  )
}
