// Membership requests (`pedido_socio`): the only code that reads or writes them.
import { createPocketBase } from "~/utils/pocketbase.server"

/** Requests waiting for the president, read with the user's token (only the president may list them). */
export async function countPendingPedidosSocio(token: string): Promise<number> {
  const page = await createPocketBase(token)
    .collection("pedido_socio")
    .getList(1, 1, { filter: 'status = "pendente"', fields: "id" })
  return page.totalItems
}
