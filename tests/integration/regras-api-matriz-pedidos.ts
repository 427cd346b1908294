// The role matrix's rows (tests/integration/regras-api-matriz.ts) of members' requests for an
// assembly: every active member and the board read the requests and who signed them (the count is
// the members' own business: docs/decisions/elections.md#members-call-an-assembly); nobody writes
// either through the API: PocketBase's routes do (tests/integration/pedidos-assembleia.test.ts).
import type PocketBase from "pocketbase"
import { everyone, type Collection } from "./regras-api-matriz"

const readers = { ...everyone("TT---"), anonimo: "-----", inativo: "-----" }

export function pedidosCollections(admin: PocketBase): Record<string, Collection> {
  const pedido = (autor: string) => ({
    autor,
    autor_nome: "Associado",
    pauta: "Reforma do estatuto",
    status: "coletando",
  })
  return {
    pedidos_assembleia: {
      body: (owner) => pedido(owner.id),
      patch: { pauta: "Outra pauta" },
      cells: readers,
    },
    pedido_assinaturas: {
      body: async (owner) => ({
        pedido: (await admin.collection("pedidos_assembleia").create(pedido(owner.id))).id,
        associado: owner.id,
        nome: "Associado",
      }),
      patch: { nome: "Outro nome" },
      cells: readers,
    },
  }
}
