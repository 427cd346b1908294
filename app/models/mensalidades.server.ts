// Monthly dues (`mensalidades`): the only code that reads or writes them.
import { createPocketBase } from "~/utils/pocketbase.server"

/**
 * Pending dues, read with the user's token: `associadoId` counts one member's own, null counts every
 * member's (PocketBase's rules let only the board's finance roles read them all).
 */
export async function countPendingMensalidades(token: string, associadoId: string | null): Promise<number> {
  const pb = createPocketBase(token)
  const filter = associadoId
    ? pb.filter('status = "pendente" && associado_id = {:id}', { id: associadoId })
    : 'status = "pendente"'
  const page = await pb.collection("mensalidades").getList(1, 1, { filter, fields: "id" })
  return page.totalItems
}
