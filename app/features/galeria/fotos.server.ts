// The association's photos (`fotos`): newest first.
import { LIMITES } from "@veteranos/domain/paginas"
import { createPocketBase } from "~/http/pocketbase.server"

export type Foto = {
  id: string
  titulo: string
  data: string
  /** An external address, used only when there is no uploaded `imagem`. */
  url: string
  imagem: string
}

export async function listFotos(limit: number = LIMITES.fotos): Promise<Foto[]> {
  const pb = createPocketBase()
  const page = await pb.collection("fotos").getList<Foto>(1, limit, {
    sort: "-data,-created",
    fields: "id,titulo,data,url,imagem",
  })
  return page.items
}
