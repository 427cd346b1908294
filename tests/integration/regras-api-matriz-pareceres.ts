// The role matrix's row (tests/integration/regras-api-matriz.ts) of the fiscal council's opinions on
// a year's accounts: read with the accounts, written by a council seat, deleted by nobody
// (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
import type PocketBase from "pocketbase"
import { PRESTACAO_ANO_MINIMO } from "@veteranos/domain/prestacao-de-contas"
import { board, type Collection } from "./regras-api-matriz"

// One opinion per year: each new one takes the next of twenty years, the one held there before
// removed by the superuser (the matrix makes far more than twenty, one at a time).
let serial = 0

/** A term long over, for the seats the matrix makes (none of them may count). */
export const ENDED_TERM = {
  inicio_mandato: "2000-01-01 00:00:00.000Z",
  fim_mandato: "2000-12-31 00:00:00.000Z",
}

/** Every member's dues (the dues' rows): the president and the fiscal council read them. */
export const DUES_READERS = { anonimo: "-----", conselho: "TT---", presidente: "TT---" }

export function pareceresCollections(admin: PocketBase): Record<string, Collection> {
  const anoLivre = async () => {
    const ano = PRESTACAO_ANO_MINIMO + (serial++ % 20)
    for (const held of await admin.collection("pareceres").getFullList({ filter: `ano = ${ano}` })) {
      await admin.collection("pareceres").delete(held.id)
    }
    return ano
  }
  return {
    pareceres: {
      body: async () => ({ ano: await anoLivre(), resultado: "aprovadas", texto: "Contas em ordem." }),
      patch: { texto: "Contas em ordem, com ressalvas." },
      cells: { ...board("TT---", "TT---"), anonimo: "-----", inativo: "-----", conselho: "TTTT-" },
    },
  }
}
