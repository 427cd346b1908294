// A member's request to book one of the association's spaces ('Nova Reserva'): the rules a person
// types against, shared by the form and the action. The spaces come from configuration and "today"
// from the server (São Paulo's day), so the browser and the action check the same thing. Overlaps
// with approved reservations are PocketBase's to refuse (the data's invariant, see its hooks).
import { z } from "~/forms/zod"
import {
  RESERVA_ANTECEDENCIA_DIAS,
  RESERVA_CAPACIDADE_MAXIMA,
  RESERVA_HORA_ABERTURA,
  RESERVA_HORA_FECHAMENTO,
} from "~/utils/constants"
import { addDaysISO } from "~/utils/format"
import { toIsoDay } from "~/forms/fields"

export const RESERVA_MENSAGENS = {
  obrigatorios: "Todos os campos são obrigatórios.",
  local: "Escolha um dos espaços da associação.",
  data: "Data inválida",
  antecedencia: `A reserva deve ser feita com pelo menos ${RESERVA_ANTECEDENCIA_DIAS} dias de antecedência.`,
  hora: "Informe o horário como 14:00.",
  horario: `O horário deve ser entre ${RESERVA_HORA_ABERTURA}h e ${RESERVA_HORA_FECHAMENTO}h.`,
  fim: "O horário de término deve ser depois do início.",
  capacidade: `A capacidade deve ser um número inteiro entre 1 e ${RESERVA_CAPACIDADE_MAXIMA}.`,
  /** PocketBase's refusal: an approved reservation of the same space takes part of the time. */
  ocupado: "Este horário já está reservado neste espaço. Escolha outro horário.",
} as const

const M = RESERVA_MENSAGENS
const pad = (n: number) => String(n).padStart(2, "0")
const ABERTURA = `${pad(RESERVA_HORA_ABERTURA)}:00`
const FECHAMENTO = `${pad(RESERVA_HORA_FECHAMENTO)}:00`

/** "14:00", or "8:30" / "8h" / "8h30" typed in an old browser's text box, as "HH:mm"; null otherwise. */
export function toHora(value: string): string | null {
  const match = /^(\d{1,2})(?:[:h](\d{2})?)?$/.exec(value.trim().toLowerCase())
  if (!match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)]
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null
}

const required = () => z.string({ error: M.obrigatorios }).trim().min(1, M.obrigatorios)

// "HH:mm" strings compare in time order.
const hora = () =>
  required().transform((value, ctx) => {
    const parsed = toHora(value)
    if (!parsed) ctx.addIssue({ code: "custom", message: M.hora })
    else if (parsed < ABERTURA || parsed > FECHAMENTO) ctx.addIssue({ code: "custom", message: M.horario })
    return parsed ?? z.NEVER
  })

export function createReservaSchema({ espacos, hoje }: { espacos: readonly string[]; hoje: string }) {
  const primeiroDia = addDaysISO(hoje, RESERVA_ANTECEDENCIA_DIAS)
  return z
    .object({
      local: required().refine((value) => espacos.includes(value), M.local),
      data: required().transform((value, ctx) => {
        const iso = toIsoDay(value)
        if (!iso) ctx.addIssue({ code: "custom", message: M.data })
        else if (iso < primeiroDia) ctx.addIssue({ code: "custom", message: M.antecedencia })
        return iso ?? z.NEVER
      }),
      hora_inicio: hora(),
      hora_fim: hora(),
      capacidade: z
        .number({ error: (issue) => (issue.input === undefined ? M.obrigatorios : M.capacidade) })
        .int(M.capacidade)
        .min(1, M.capacidade)
        .max(RESERVA_CAPACIDADE_MAXIMA, M.capacidade),
    })
    .refine((reserva) => reserva.hora_fim > reserva.hora_inicio, { message: M.fim, path: ["hora_fim"] })
}

/** What the form stores: the space, the São Paulo day (yyyy-MM-dd), "HH:mm" times and the people. */
export type ReservaInput = z.output<ReturnType<typeof createReservaSchema>>
