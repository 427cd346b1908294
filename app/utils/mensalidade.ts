// Dues' words and rules the member's page, the payment page and the treasurer's share.

export type MensalidadeStatus = "pendente" | "pago"

export const MENSALIDADE_STATUS_LABELS: Record<MensalidadeStatus, string> = {
  pendente: "Pendente",
  pago: "Pago",
}

/** Overdue: still pending after its due day (São Paulo's `hoje`); the due day itself is on time. */
export function isVencida(mensalidade: { status: MensalidadeStatus; data_vencimento: string }, hoje: string) {
  return mensalidade.status === "pendente" && mensalidade.data_vencimento.slice(0, 10) < hoje
}
