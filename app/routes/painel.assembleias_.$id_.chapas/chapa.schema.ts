// 'Registrar chapa' (docs/decisions/elections.md): the slate's name and one person per seat, each
// seat its own field named after its cargo ('conselheiro-2'), all of CHAPA_CARGOS's seats known to
// the schema and only the item's bodies' drawn. Whether every seat is filled, a person twice or on
// another slate is PocketBase's refusal (slateProblem and its unique index), shown beside the form.
import { CARGO_LABELS } from "@veteranos/domain/cargos"
import { CHAPA_NOME_MAX, MENSAGENS, ORGAOS, seatsOf } from "@veteranos/domain/eleicoes"
import { recordId, text } from "~/forms/fields"
import { z } from "~/forms/zod"

/** A seat of the form: its field's name, the cargo and body it fills, its label. */
export type Assento = { name: string; cargo: string; tipo: string; label: string }

/** The seats of `orgaos` in CHAPA_CARGOS's order, a cargo with several numbered ('Conselheiro Fiscal 2'). */
export function assentosOf(orgaos: readonly string[]): Assento[] {
  const seats = seatsOf(orgaos)
  return seats.map((seat, index) => {
    const mesmos = seats.filter((other) => other.cargo === seat.cargo)
    const n = seats.slice(0, index).filter((other) => other.cargo === seat.cargo).length + 1
    const label = CARGO_LABELS[seat.cargo as keyof typeof CARGO_LABELS] ?? seat.label
    return mesmos.length > 1
      ? { name: `${seat.cargo}-${n}`, cargo: seat.cargo, tipo: seat.tipo, label: `${label} ${n}` }
      : { name: seat.cargo, cargo: seat.cargo, tipo: seat.tipo, label }
  })
}

const TODOS = assentosOf(ORGAOS)

/** A seat's field: 'pessoa-presidente', 'pessoa-conselheiro-2'. */
export type CampoPessoa = `pessoa-${string}`
export const campoPessoa = (assento: Assento): CampoPessoa => `pessoa-${assento.name}`

/**
 * Each seat's person, an account's id; an empty seat is left for PocketBase to name. Flat fields,
 * so a refused form echoes them back (app/forms/submission.server.ts keeps texts, not objects).
 */
const pessoas = Object.fromEntries(TODOS.map((seat) => [campoPessoa(seat), recordId().optional()])) as Record<
  CampoPessoa,
  z.ZodOptional<ReturnType<typeof recordId>>
>

export const chapaSchema = z
  .object({ item: recordId(), nome: text(CHAPA_NOME_MAX, MENSAGENS.chapaNome) })
  .extend(pessoas)

/** The people the form names, seat by seat, as PocketBase's registerChapa takes them. */
export function membrosOf(value: z.output<typeof chapaSchema>) {
  return TODOS.flatMap((seat) => {
    const conta = value[campoPessoa(seat)]
    return conta ? [{ conta, cargo: seat.cargo, tipo: seat.tipo }] : []
  })
}
