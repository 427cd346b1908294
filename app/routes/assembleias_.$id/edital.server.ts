// The general assembly's notice as its public page reads it, without a token: PocketBase shows anyone
// an assembly once its notice is published, and its agenda, never a draft (pb_hooks/lib/regras.js).
// A draft is asked for nothing more even if a rule let it through: it is no notice. An election's
// slates and their people are public once registered, as the agenda is (docs/decisions/elections.md).
import type { Estatuto } from "@veteranos/domain/assembleias-estatuto"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"

export type Edital = {
  id: string
  tipo: string
  primeira_chamada: string
  modalidade: string
  local: string
  link: string
  instrucoes: string
  status: string
  publicada_em: string
  convocada_por_nome: string
  convocada_por_cargo: string
  /** The statute's numbers the notice was published under (the second call's minutes). */
  estatuto: Partial<Estatuto> | null
  motivo_cancelamento: string
  updated: string
}

export type EditalItem = {
  id: string
  ordem: number
  titulo: string
  tipo: string
  /** An election's vote: "" (not opened), aberta, encerrada. */
  votacao: string
}

/** A registered slate of an election item, with each seat's person in the slate's order. */
export type EditalChapa = {
  id: string
  item: string
  numero: number
  nome: string
  membros: Array<{ nome: string; cargo: string; tipo: string }>
}

type ChapaCargo = { chapa: string; nome: string; cargo: string; tipo: string }

const FIELDS =
  "id,tipo,primeira_chamada,modalidade,local,link,instrucoes,status,publicada_em,convocada_por_nome," +
  "convocada_por_cargo,estatuto,motivo_cancelamento,updated"

/**
 * The notice `id`, its agenda in order and its elections' slates, or null when there is no
 * published one of that id.
 */
export async function getEdital(
  id: string,
): Promise<{ edital: Edital; itens: EditalItem[]; chapas: EditalChapa[] } | null> {
  const pb = createPocketBase()
  const daAssembleia = pb.filter("item.assembleia = {:id}", { id })
  try {
    const [edital, itens, chapas, cargos] = await Promise.all([
      pb.collection("assembleias").getOne<Edital>(id, { fields: FIELDS }),
      pb.collection("assembleia_itens").getFullList<EditalItem>({
        filter: pb.filter("assembleia = {:id}", { id }),
        sort: "ordem",
        fields: "id,ordem,titulo,tipo,votacao",
      }),
      pb.collection("chapas").getFullList<Omit<EditalChapa, "membros">>({
        filter: daAssembleia,
        sort: "numero",
        fields: "id,item,numero,nome",
      }),
      pb.collection("chapa_cargos").getFullList<ChapaCargo>({
        filter: daAssembleia,
        sort: "ordem",
        fields: "chapa,nome,cargo,tipo",
      }),
    ])
    if (edital.status === "rascunho") return null
    const membros = (chapa: string) =>
      cargos.filter((cargo) => cargo.chapa === chapa).map(({ nome, cargo, tipo }) => ({ nome, cargo, tipo }))
    return { edital, itens, chapas: chapas.map((chapa) => ({ ...chapa, membros: membros(chapa.id) })) }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
