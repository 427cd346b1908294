// The general assembly's notice as its public page reads it, without a token: PocketBase shows anyone
// an assembly once its notice is published, and its agenda, never a draft (pb_hooks/lib/regras.js).
// A draft is asked for nothing more even if a rule let it through: it is no notice.
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

export type EditalItem = { id: string; ordem: number; titulo: string }

const FIELDS =
  "id,tipo,primeira_chamada,modalidade,local,link,instrucoes,status,publicada_em,convocada_por_nome," +
  "convocada_por_cargo,estatuto,motivo_cancelamento,updated"

/** The notice `id` and its agenda in order, or null when there is no published one of that id. */
export async function getEdital(id: string): Promise<{ edital: Edital; itens: EditalItem[] } | null> {
  const pb = createPocketBase()
  try {
    const [edital, itens] = await Promise.all([
      pb.collection("assembleias").getOne<Edital>(id, { fields: FIELDS }),
      pb.collection("assembleia_itens").getFullList<EditalItem>({
        filter: pb.filter("assembleia = {:id}", { id }),
        sort: "ordem",
        fields: "id,ordem,titulo",
      }),
    ])
    if (edital.status === "rascunho") return null
    return { edital, itens }
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
