// The general assembly's published notices as the public agenda reads them (/eventos and its
// iCalendar feed), without a token: PocketBase shows anyone a notice once it is published, never a
// draft (pb_hooks/lib/regras.js). The statuses are asked for by name all the same, so a rule that
// let more through would not put a draft on the public agenda.
import type { AssembleiaStatus } from "@veteranos/domain/assembleias"
import type { AssembleiaAgenda } from "~/features/eventos/assembleia-publica"
import { createPocketBase } from "~/http/pocketbase.server"
import { toPocketBaseDateTime } from "~/utils/format"

const FIELDS = "id,tipo,primeira_chamada,modalidade,local,status,created,updated"

/** What /eventos lists: a notice to come, one being held, one held. A cancelled one is left out. */
export const NA_AGENDA: readonly AssembleiaStatus[] = ["publicada", "aberta", "encerrada"]
/** What the feed lists: the agenda's, and the cancelled ones, which calendars then drop. */
export const NO_CALENDARIO: readonly AssembleiaStatus[] = [...NA_AGENDA, "cancelada"]

/** The notices of `status` whose first call is from `since` on, soonest first (at most `limit`). */
export async function listAssembleiasAgenda(
  since: Date,
  status: readonly AssembleiaStatus[],
  limit = 100,
): Promise<AssembleiaAgenda[]> {
  const pb = createPocketBase()
  const params: Record<string, string> = { since: toPocketBaseDateTime(since) }
  status.forEach((value, index) => (params[`s${index}`] = value))
  const statusFilter = status.map((_, index) => `status = {:s${index}}`).join(" || ")
  const page = await pb.collection("assembleias").getList<AssembleiaAgenda>(1, limit, {
    filter: pb.filter(`primeira_chamada >= {:since} && (${statusFilter})`, params),
    sort: "primeira_chamada",
    fields: FIELDS,
  })
  return page.items
}
