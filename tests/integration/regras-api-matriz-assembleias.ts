// The role matrix's rows (tests/integration/regras-api-matriz.ts) of the general assembly: a draft
// and its agenda are the president's and the secretary's (the matrix's `diretoria` holds the
// secretary's seat); the frozen list is written by PocketBase's routes alone, read by them and by
// each member for their own row (docs/decisions/general-assembly.md). A published notice is public:
// tests/integration/assembleias-edital.test.ts.
import type PocketBase from "pocketbase"
import { everyone, type Collection } from "./regras-api-matriz"

const draft = {
  tipo: "ordinaria",
  primeira_chamada: "2090-03-12 22:00:00.000Z",
  modalidade: "presencial",
  local: "Sede social",
  status: "rascunho",
}
const managers = { diretoria: "TTTTT", presidente: "TTTTT" }

export function assembleiasCollections(admin: PocketBase): Record<string, Collection> {
  const newDraft = async () => (await admin.collection("assembleias").create(draft)).id
  return {
    assembleias: {
      body: () => draft,
      patch: { local: "Outra sede" },
      cells: { ...everyone("-----"), ...managers },
    },
    assembleia_itens: {
      body: async () => ({
        assembleia: await newDraft(),
        titulo: "Eleição da diretoria",
        tipo: "deliberacao",
      }),
      patch: { titulo: "Eleição do conselho fiscal" },
      cells: { ...everyone("-----"), ...managers },
    },
    assembleia_associados: {
      body: async (owner) => ({
        assembleia: await newDraft(),
        associado: owner.id,
        nome: "Associado",
        apto: true,
      }),
      patch: { presente: true },
      cells: { ...everyone("PP---"), anonimo: "-----", diretoria: "TT---", presidente: "TT---" },
    },
  }
}
