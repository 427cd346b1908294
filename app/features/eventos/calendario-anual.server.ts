// The yearly programme (`calendario_anual`): month name and what happens in it.
import { createPocketBase } from "~/http/pocketbase.server"

export type CalendarioAnual = { id: string; mes: string; evento: string }

/**
 * Every entry. PocketBase would sort the month names alphabetically (Abril first), so the calendar
 * orders them January to December itself (app/features/eventos/calendar.ts).
 */
export async function listCalendarioAnual(): Promise<CalendarioAnual[]> {
  const pb = createPocketBase()
  return pb.collection("calendario_anual").getFullList<CalendarioAnual>({
    sort: "mes,created",
    fields: "id,mes,evento",
    batch: 200,
  })
}

/** The board's changes to the yearly calendar, with its token (PocketBase's rules: the board). */
export async function createCalendarioAnual(
  token: string,
  dados: { mes: string; evento: string },
): Promise<void> {
  await createPocketBase(token).collection("calendario_anual").create(dados)
}

export async function updateCalendarioAnual(
  token: string,
  id: string,
  dados: { mes: string; evento: string },
): Promise<void> {
  await createPocketBase(token).collection("calendario_anual").update(id, dados)
}

export async function deleteCalendarioAnual(token: string, id: string): Promise<void> {
  await createPocketBase(token).collection("calendario_anual").delete(id)
}
