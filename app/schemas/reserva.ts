// A member's request to book one of the association's spaces ('Nova Reserva').
export const RESERVA_STATUS = ["pendente", "aprovado", "rejeitado"] as const
export type ReservaStatus = (typeof RESERVA_STATUS)[number]

export const RESERVA_STATUS_LABELS: Record<ReservaStatus, string> = {
  pendente: "Pendente",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
}

/** What the form stores: the space, the São Paulo day (yyyy-MM-dd), "HH:mm" times and the people. */
export type ReservaInput = {
  local: string
  data: string
  hora_inicio: string
  hora_fim: string
  capacidade: number
}
