// Reservations of the association's space (`reservas`): the only code that reads or writes them.
import { createPocketBase } from "~/utils/pocketbase.server"

/** Reservations waiting for a decision, read with the user's token (the president sees them all). */
export async function countPendingReservas(token: string): Promise<number> {
  const page = await createPocketBase(token)
    .collection("reservas")
    .getList(1, 1, { filter: 'status = "pendente"', fields: "id" })
  return page.totalItems
}
