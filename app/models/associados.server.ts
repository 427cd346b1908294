// Members (`associados`): the only code that reads or writes them.
import { createPocketBase } from "~/utils/pocketbase.server"

/** status 1 is an active member, 0 an inactive one. */
const ASSOCIADO_ATIVO = 1

/** Whether the person (cadastro_geral id) is an active member, read with their own token. */
export async function isActiveAssociado(cadastroId: string, token: string): Promise<boolean> {
  const pb = createPocketBase(token)
  const page = await pb.collection("associados").getList(1, 1, {
    filter: pb.filter("id_cadastro_geral = {:id} && status = {:ativo}", {
      id: cadastroId,
      ativo: ASSOCIADO_ATIVO,
    }),
    fields: "id",
    skipTotal: true,
  })
  return page.items.length > 0
}
