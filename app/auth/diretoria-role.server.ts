// The board positions of one person (`diretoria`: the board records whose idCadGeral is their id),
// what their role is made of (docs/decisions/roles-and-access.md#one-rule-for-the-role; the panel reads them with the
// session, verifySession) and part of their data ('Meus Dados'). The public board listing lives in
// diretoria.server.ts.
import { createPocketBase } from "~/http/pocketbase.server"

export type BoardPosition = { cargo: string; tipo: string }

export async function listBoardPositions(cadastroId: string, token: string): Promise<BoardPosition[]> {
  const pb = createPocketBase(token)
  const items = await pb.collection("diretoria").getFullList<BoardPosition>({
    filter: pb.filter("idCadGeral = {:id}", { id: cadastroId }),
    fields: "cargo,tipo",
  })
  return items.map((item) => ({ cargo: item.cargo ?? "", tipo: item.tipo ?? "" }))
}
