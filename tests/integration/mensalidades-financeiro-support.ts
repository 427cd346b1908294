// What the treasurer's dues tests (tests/integration/mensalidades-financeiro-*.test.ts) share: the
// people, with their tokens, and the activity records. Each file has its own PocketBase, as they
// launch and change dues.
import { adminClient } from "../support/pocketbase"
import { createPerson, createPersonWithToken } from "./support"

/** The helpers bound to the PocketBase at `url` (the file's own, started by ownPocketBase). */
export async function financeiroKit(url: string) {
  const admin = await adminClient(url)

  const pessoa = (extra: Parameters<typeof createPerson>[1] = {}) => createPersonWithToken(url, extra)

  const atividades = (texto: string) =>
    admin.collection("atividades").getFullList({ filter: admin.filter("descricao ~ {:texto}", { texto }) })

  return { admin, pessoa, atividades }
}
