// The statuses of the records the panel lists, with the words it shows for them. Plain lists, apart
// from the forms' zod schemas that accept them, so a page can show them without loading zod.

export const ASSOCIADO_STATUS = ["ativo", "inativo"] as const

export const ASSOCIADO_STATUS_LABELS: Record<(typeof ASSOCIADO_STATUS)[number], string> = {
  ativo: "Ativo",
  inativo: "Inativo",
}

export const PEDIDO_SOCIO_STATUS = ["pendente", "aprovado", "reprovado"] as const
export type PedidoSocioStatus = (typeof PEDIDO_SOCIO_STATUS)[number]

export const PEDIDO_SOCIO_STATUS_LABELS: Record<PedidoSocioStatus, string> = {
  pendente: "Pendente",
  aprovado: "Aprovado",
  reprovado: "Reprovado",
}

export const RESERVA_STATUS = ["pendente", "aprovado", "rejeitado"] as const
export type ReservaStatus = (typeof RESERVA_STATUS)[number]

export const RESERVA_STATUS_LABELS: Record<ReservaStatus, string> = {
  pendente: "Pendente",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
}
