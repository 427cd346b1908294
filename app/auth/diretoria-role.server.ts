// The board positions of one person (`diretoria`: the board records whose idCadGeral is their id),
// what their role is made of (docs/decisions/roles-and-access.md#one-rule-for-the-role; the panel reads them with the
// session, verifySession) and part of their data ('Meus Dados'). The public board listing lives in
// diretoria.server.ts.
import { SEAT_FIELDS } from "@veteranos/domain/papeis"
import { createPocketBase } from "~/http/pocketbase.server"

/** A seat as the role rule reads it: the position, the body and the term (stored dates, or ""). */
export type BoardPosition = Record<(typeof SEAT_FIELDS)[number], string>

/** A seat from PocketBase's answer, every field the rule reads a string. */
export function toBoardPosition(seat: Partial<Record<string, unknown>>): BoardPosition {
  const position = {} as BoardPosition
  for (const field of SEAT_FIELDS) position[field] = String(seat[field] ?? "")
  return position
}

export async function listBoardPositions(cadastroId: string, token: string): Promise<BoardPosition[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("diretoria").getFullList<BoardPosition>({
    filter: pb.filter("idCadGeral = {:id}", { id: cadastroId }),
    fields: SEAT_FIELDS.join(","),
  })
  return items.map(toBoardPosition)
}
