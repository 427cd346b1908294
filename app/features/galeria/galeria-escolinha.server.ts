// The youth school's pictures (`galeria_escolinha`): newest first, by the date the board gives them.
import { createPocketBase } from "~/http/pocketbase.server"

export type ImagemEscolinha = { id: string; titulo: string; data: string; imagem: string }

export async function listGaleriaEscolinha(limit: number): Promise<ImagemEscolinha[]> {
  const pb = createPocketBase()
  const page = await pb.collection("galeria_escolinha").getList<ImagemEscolinha>(1, limit, {
    sort: "-data,-created",
    fields: "id,titulo,data,imagem",
  })
  return page.items
}
