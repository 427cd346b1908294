// An election's result as its public page reads it, without a token, through PocketBase's public
// route (pb_hooks/lib/eleicoes-resultado.js): the slates, and once a round is closed its count and
// every receipt code with what it counted. Null when the item is no election of this assembly's
// notice.
import { apiPath } from "@veteranos/domain/rotas-api"
import type { Apuracao } from "~/features/assembleias/assembleias"
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"

type Membro = { nome: string; cargo: string; tipo: string }

export type Resultado = {
  assembleia: { id: string; tipo: string; primeira_chamada: string; status: string }
  item: {
    id: string
    assembleia: string
    titulo: string
    votacao: string
    rodada: number
    desempate: string
    chapa_eleita: string
  }
  chapas: Array<{ id: string; numero: number; nome: string; membros: Membro[] }>
  apuracao: Apuracao | null
  recibos: Array<{ recibo: string; escolha: string }>
}

/** The result of the election `item` of the assembly `assembleia`, or null. */
export async function getResultado(assembleia: string, item: string): Promise<Resultado | null> {
  try {
    const resultado = await createPocketBase().send<Resultado>(apiPath("readResultado", item), {
      method: "GET",
    })
    return resultado.item.assembleia === assembleia ? resultado : null
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
