// The board's activity record (`atividades`): who decided what, and when. PocketBase writes it
// itself, in the same transaction as each decision (pb_hooks/atividades.pb.js), so no client can
// skip or forge an entry; the site only reads it, with the user's token (only the board may).
import { createPocketBase } from "~/http/pocketbase.server"

export type Atividade = {
  id: string
  /** What was done, as a sentence ("Aprovou a solicitação de Ana Souza"). */
  descricao: string
  /** Who did it, as their name was at the time. */
  autor_nome: string
  created: string
}

/** The latest `limit` entries, newest first. */
export async function listRecentAtividades(token: string, limit: number): Promise<Atividade[]> {
  const page = await createPocketBase(token).collection("atividades").getList<Atividade>(1, limit, {
    sort: "-created,-id",
    fields: "id,descricao,autor_nome,created",
    skipTotal: true,
  })
  return page.items
}
