// The two galleries' photos (`fotos`, `galeria_escolinha`: app/domain/arquivos.js), newest first by
// the date the board gives them, as the public pages read them (the board's page is PocketBase's
// reader's: pocketbase/pb_hooks/lib/paginas/galeria.js).
import type { Galeria } from "~/features/galeria/thumbnail"
import { createPocketBase } from "~/http/pocketbase.server"

export type FotoGaleria = {
  id: string
  titulo: string
  data: string
  imagem: string
  /** An old photo of `fotos` may be an external address instead of an uploaded `imagem`. */
  url?: string
}

/** One page of a gallery, read by anybody. */
export function pageOfGaleria(galeria: Galeria, page: number, perPage: number) {
  return createPocketBase().collection(galeria).getList<FotoGaleria>(page, perPage, {
    // The id last: photos of one date made in the same millisecond keep their order across pages.
    sort: "-data,-created,-id",
    fields: "id,titulo,data,imagem,url",
  })
}

/** The newest `limit` photos of a gallery, as the public pages show them. */
export async function listGaleria(galeria: Galeria, limit: number): Promise<FotoGaleria[]> {
  return (await pageOfGaleria(galeria, 1, limit)).items
}
