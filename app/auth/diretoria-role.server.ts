// The board seats of one person (`diretoria`: the board records whose idCadGeral is their id),
// what their role is made of (docs/decisions/roles-and-access.md#one-rule-for-the-role; the panel reads them with the
// session, verifySession) and part of their data ('Meus Dados'). The public board listing lives in
// diretoria.server.ts.
import { SEAT_FIELDS } from "@veteranos/domain/papeis"
import { createPocketBase } from "~/http/pocketbase.server"

/** A seat as the role rule reads it: the cargo, the body and the term (stored dates, or ""). */
export type Seat = Record<(typeof SEAT_FIELDS)[number], string>

/** A seat from PocketBase's answer, every field the rule reads a string. */
export function toSeat(seat: Partial<Record<string, unknown>>): Seat {
  const out = {} as Seat
  for (const field of SEAT_FIELDS) out[field] = String(seat[field] ?? "")
  return out
}

export async function listSeats(cadastroId: string, token: string): Promise<Seat[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("diretoria").getFullList<Seat>({
    filter: pb.filter("idCadGeral = {:id}", { id: cadastroId }),
    fields: SEAT_FIELDS.join(","),
  })
  return items.map(toSeat)
}
