// The yearly programme (`calendario_anual`): month name and what happens in it.
import { orEmpty } from "~/models/public-read.server"
import { createPocketBase } from "~/utils/pocketbase.server"

export type CalendarioAnual = { id: string; mes: string; evento: string }

/**
 * Every entry. PocketBase would sort the month names alphabetically (Abril first), so the calendar
 * orders them January to December itself (app/utils/calendar.ts).
 */
export function listCalendarioAnual(): Promise<CalendarioAnual[]> {
  return orEmpty("calendário anual", async () => {
    const pb = createPocketBase()
    return pb.collection("calendario_anual").getFullList<CalendarioAnual>({
      sort: "mes,created",
      fields: "id,mes,evento",
      batch: 200,
    })
  })
}
