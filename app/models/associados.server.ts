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

/** The active members (account id and name), by name: whom a single due may be for. */
export async function listAssociadosAtivos(token: string): Promise<Array<{ id: string; nome: string }>> {
  const associados = await createPocketBase(token)
    .collection("associados")
    .getFullList<{ id_cadastro_geral: string; nome: string }>({
      filter: `status = ${ASSOCIADO_ATIVO}`,
      sort: "nome",
      fields: "id_cadastro_geral,nome",
      batch: 1000,
    })
  return associados.map((associado) => ({ id: associado.id_cadastro_geral, nome: associado.nome }))
}

/** The person's own membership: active or not, and since when (the record's creation). */
export type Filiacao = { ativo: boolean; desde: string }

/** The user's own member record, or null when they are not (and never were) a member. */
export async function getFiliacao(token: string, cadastroId: string): Promise<Filiacao | null> {
  const pb = createPocketBase(token)
  const page = await pb.collection("associados").getList<{ status: number; created: string }>(1, 1, {
    filter: pb.filter("id_cadastro_geral = {:id}", { id: cadastroId }),
    fields: "status,created",
    skipTotal: true,
  })
  const associado = page.items[0]
  return associado ? { ativo: associado.status === ASSOCIADO_ATIVO, desde: associado.created } : null
}
