// The role matrix's rows (tests/integration/regras-api-matriz.ts) of the member's card and receipts
// (docs/decisions/member-card-and-receipts.md): a due's receipt codes are PocketBase's alone, anyone
// checks one through its public route (#receipts-anyone-can-check); the directory is read by the
// active members and the board, and written by nobody: each person's choices are on their account
// (#the-directory).
import type PocketBase from "pocketbase"
import { RECIBO_CODIGO_TAMANHO } from "@veteranos/domain/carteirinha"
import { board, everyone, farDay, type Collection } from "./regras-api-matriz"

// Each receipt the matrix makes has a code of its own (the code is unique).
let recibos = 0

export function carteirinhaCollections(admin: PocketBase): Record<string, Collection> {
  return {
    recibos: {
      body: async (owner) => {
        const due = await admin.collection("mensalidades").create({
          descricao: "Mensalidade",
          data_vencimento: farDay(),
          valor: 50,
          status: "pendente",
          associado_id: owner.id,
        })
        return { codigo: `MATRIZ${++recibos}`.padEnd(RECIBO_CODIGO_TAMANHO, "X"), mensalidade: due.id }
      },
      patch: { cancelado_em: "2090-01-01 12:00:00.000Z" },
      cells: everyone("-----"),
    },
    socios_lista: { cells: { ...board("TT---", "TT---"), anonimo: "-----", inativo: "-----" } },
  }
}
