// Events (`eventos`, and the read-only `eventos_futuros_view`): the only code that reads them.
import { orEmpty } from "~/models/public-read.server"
import { createPocketBase } from "~/utils/pocketbase.server"

export type Evento = {
  id: string
  titulo: string
  descricao: string
  data_evento: string
  localizacao: string
  capacidade: number
}

const FIELDS = "id,titulo,descricao,data_evento,localizacao,capacidade"

/** The next `limit` events from today on, soonest first. */
export function listUpcomingEventos(limit: number): Promise<Evento[]> {
  return orEmpty("próximos eventos", async () => {
    const pb = createPocketBase()
    const page = await pb
      .collection("eventos_futuros_view")
      .getList<Evento>(1, limit, { sort: "data_evento", fields: FIELDS })
    return page.items
  })
}
