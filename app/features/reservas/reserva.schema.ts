// A member's request to book one of the association's spaces ('Nova Reserva'): the form's reading of
// what a person types, shared by the form and the action. The booking rules themselves (7 days
// ahead, 8h to 22h, 1 to 100 people) and their words are app/domain/reservas.js, whose checks
// PocketBase's hook runs too. The spaces are the active `espacos` records (the form sends a record's
// id) and "today" comes from the server (São Paulo's day), so the browser and the action check the
// same thing. Overlaps with approved
// reservations are PocketBase's to refuse (the data's invariant, see its hooks).
import {
  checkReservaDay,
  checkReservaEnd,
  checkReservaOrder,
  checkReservaPeople,
  checkReservaStart,
  RESERVA_MENSAGENS as M,
  type ReservaErro,
} from "@veteranos/domain/reservas"
import { z } from "~/forms/zod"
import { toIsoDay } from "~/forms/fields"

const pad = (n: number) => String(n).padStart(2, "0")

/** "14:00", or "8:30" / "8h" / "8h30" typed in an old browser's text box, as "HH:mm"; null otherwise. */
export function toHora(value: string): string | null {
  const match = /^(\d{1,2})(?:[:h](\d{2})?)?$/.exec(value.trim().toLowerCase())
  if (!match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)]
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null
}

/** The field's message for the domain's refusal, when there is one. */
function refuse(ctx: z.RefinementCtx, refusal: Pick<ReservaErro, "message"> | null, path?: string[]) {
  if (refusal) ctx.addIssue({ code: "custom", message: refusal.message, path })
}

const required = () => z.string({ error: M.obrigatorios }).trim().min(1, M.obrigatorios)

const hora = (check: (hora: string) => ReservaErro | null) =>
  required().transform((value, ctx) => {
    const parsed = toHora(value)
    refuse(ctx, parsed ? check(parsed) : { message: M.hora })
    return parsed ?? z.NEVER
  })

/** A space the form offers: its record's id and its name. */
export type EspacoOpcao = { id: string; nome: string }

export function createReservaSchema({ espacos, hoje }: { espacos: readonly EspacoOpcao[]; hoje: string }) {
  return z
    .object({
      espaco: required().refine((value) => espacos.some((espaco) => espaco.id === value), M.local),
      data: required().transform((value, ctx) => {
        const iso = toIsoDay(value)
        refuse(ctx, iso ? checkReservaDay(iso, hoje) : { message: M.data })
        return iso ?? z.NEVER
      }),
      hora_inicio: hora(checkReservaStart),
      hora_fim: hora(checkReservaEnd),
      capacidade: z
        .number({ error: (issue) => (issue.input === undefined ? M.obrigatorios : M.capacidade) })
        .superRefine((people, ctx) => refuse(ctx, checkReservaPeople(people))),
    })
    .superRefine((reserva, ctx) =>
      refuse(ctx, checkReservaOrder(reserva.hora_inicio, reserva.hora_fim), ["hora_fim"]),
    )
}

/** What the form stores: the space's record, the São Paulo day (yyyy-MM-dd), "HH:mm" times and the people. */
export type ReservaInput = z.output<ReturnType<typeof createReservaSchema>>
