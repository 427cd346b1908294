// The youth school's pictures (`galeria_escolinha`): newest first.
import { createPocketBase } from "~/http/pocketbase.server"

export type ImagemEscolinha = { id: string; titulo: string; imagem: string }

/** Thumbnail sizes declared on galeria_escolinha.imagem (pocketbase/pb_migrations), 16:9. */
export const GALERIA_THUMBS = ["320x180", "640x360"] as const

export async function listGaleriaEscolinha(limit: number): Promise<ImagemEscolinha[]> {
  const pb = createPocketBase()
  const page = await pb.collection("galeria_escolinha").getList<ImagemEscolinha>(1, limit, {
    sort: "-created",
    fields: "id,titulo,imagem",
  })
  return page.items
}
