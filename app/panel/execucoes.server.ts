// The daily jobs' last runs (`execucoes`, written by PocketBase's cron: docs/architecture.md,
// 'Scheduled work'), read with the user's token: the finance roles, the president and the fiscal
// council read them.
import { createPocketBase } from "~/http/pocketbase.server"

/** A job's run: when it began and what it counted (each job its own counts). */
export type Execucao<C> = { inicio: string; contagens: C | null }

/** The last run of the job `tarefa`, or null before its first. */
export async function lastRunOf<C>(token: string, tarefa: string): Promise<Execucao<C> | null> {
  const pb = createPocketBase(token)
  const { items } = await pb.collection("execucoes").getList<Execucao<C>>(1, 1, {
    filter: pb.filter("tarefa = {:tarefa}", { tarefa }),
    sort: "-inicio,-created",
  })
  return items[0] ?? null
}
