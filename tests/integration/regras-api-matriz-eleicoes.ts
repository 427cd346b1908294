// The role matrix's rows (tests/integration/regras-api-matriz.ts) of an election: its slates and
// their seats are read with the notice (a draft's by the president and the secretary only: the
// matrix's `diretoria` holds the secretary's seat), who has voted by them and by each member for
// their own row; nobody writes any of these through the API (docs/decisions/elections.md). The
// ballots are no collection: tests/integration/eleicoes-sigilo.test.ts.
import type PocketBase from "pocketbase"
import { everyone, type Collection } from "./regras-api-matriz"

const draft = {
  tipo: "ordinaria",
  primeira_chamada: "2090-03-12 22:00:00.000Z",
  modalidade: "presencial",
  local: "Sede social",
  status: "rascunho",
}
const readers = { diretoria: "TT---", presidente: "TT---" }
let serial = 0

export function eleicoesCollections(admin: PocketBase): Record<string, Collection> {
  const newEleicao = async () => {
    const assembleia = await admin.collection("assembleias").create(draft)
    const item = await admin.collection("assembleia_itens").create({
      assembleia: assembleia.id,
      titulo: "Eleição da diretoria",
      tipo: "eleicao",
      orgaos: ["diretoria"],
      mandato_inicio: "2091-01-01",
    })
    return item.id
  }
  const newChapa = async () => {
    const item = await newEleicao()
    const chapa = await admin.collection("chapas").create({ item, numero: 1, nome: `Chapa ${++serial}` })
    return { item, chapa: chapa.id }
  }
  return {
    chapas: {
      body: async () => ({ item: await newEleicao(), numero: 1, nome: `Chapa ${++serial}` }),
      patch: { nome: "Outra chapa" },
      cells: { ...everyone("-----"), ...readers },
    },
    chapa_cargos: {
      body: async (owner) => ({
        ...(await newChapa()),
        conta: owner.id,
        nome: "Associado",
        cargo: "presidente",
        tipo: "diretoria",
      }),
      patch: { cargo: "secretario" },
      cells: { ...everyone("-----"), ...readers },
    },
    assembleia_votantes: {
      body: async (owner) => ({ item: await newEleicao(), rodada: 1, associado: owner.id }),
      patch: { cabine: true },
      cells: { ...everyone("PP---"), anonimo: "-----", ...readers },
    },
  }
}
