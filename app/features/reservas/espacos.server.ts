// The association's spaces (`espacos`, docs/decisions/reservations.md#spaces-are-records): the only
// code that reads or writes them, with the user's token, so PocketBase's rules (whoever is logged in
// reads the active ones, the president manages them) and hooks (one name per space, the activity
// record) decide.
import { ESPACOS_COLECAO } from "@veteranos/domain/espacos"
import { createPocketBase, refusedWriteOr } from "~/http/pocketbase.server"

/** A space as the pages use it. */
export type Espaco = { id: string; nome: string; ativo: boolean }

const FIELDS = "id,nome,ativo"

/** The spaces a reservation may be asked for, by name. */
export async function listEspacosAtivos(token: string): Promise<Espaco[]> {
  return createPocketBase(token)
    .collection(ESPACOS_COLECAO)
    .getFullList<Espaco>({ filter: "ativo = true", sort: "nome", fields: FIELDS })
}

/** Runs a write; PocketBase's refusal (a name another space has) as RefusedWriteError. */
async function write(run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    throw refusedWriteOr(error)
  }
}

/** A new, active space. */
export function createEspaco(token: string, nome: string): Promise<void> {
  return write(() => createPocketBase(token).collection(ESPACOS_COLECAO).create({ nome, ativo: true }))
}

/** A new name for the space `id`: its reservations show it from now on. */
export function renameEspaco(token: string, id: string, nome: string): Promise<void> {
  return write(() => createPocketBase(token).collection(ESPACOS_COLECAO).update(id, { nome }))
}

/** Offers the space `id` for reservations again, or no longer (its reservations stay). */
export function setEspacoAtivo(token: string, id: string, ativo: boolean): Promise<void> {
  return write(() => createPocketBase(token).collection(ESPACOS_COLECAO).update(id, { ativo }))
}
