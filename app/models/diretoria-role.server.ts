// The board positions of one person (`diretoria`), for the user's role (docs/architecture.md#decisions
// item 4: the board records whose idCadGeral is the user's id). The public board listing lives in
// diretoria.server.ts.
import { createPocketBase } from "~/utils/pocketbase.server"

export type BoardPosition = { cargo: string; tipo: string }

export async function listBoardPositions(cadastroId: string, token: string): Promise<BoardPosition[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("diretoria").getFullList<BoardPosition>({
    filter: pb.filter("idCadGeral = {:id}", { id: cadastroId }),
    fields: "cargo,tipo",
  })
  return items.map((item) => ({ cargo: item.cargo ?? "", tipo: item.tipo ?? "" }))
}
