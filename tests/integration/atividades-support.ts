// The board's activity record (`atividades`) read with a person's token, as its API rule lets them
// (the board only): the dashboard takes its latest entries from PocketBase's reader, the tests read
// the record itself here.
import type { Atividade } from "~/routes/painel._index/dashboard.server"

/** The latest `limit` entries `token` may read, newest first. */
export async function listRecentAtividades(token: string, limit: number): Promise<Atividade[]> {
  // Imported when called: the site's PocketBase address is the test's own, set once it started.
  const { createPocketBase } = await import("~/http/pocketbase.server")
  const page = await createPocketBase(token).collection("atividades").getList<Atividade>(1, limit, {
    sort: "-created,-id",
    fields: "id,descricao,autor_nome,created",
    skipTotal: true,
  })
  return page.items
}
