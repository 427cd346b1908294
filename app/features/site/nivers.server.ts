// Birthdays (the `nivers` view: active members with a birth date, and its month in `mes`).
import { LIMITES } from "@veteranos/domain/paginas"
import { createPocketBase } from "~/http/pocketbase.server"

export type Niver = { id: string; nome: string; dt_nasc: string }

/**
 * The people born in `month` (1-12), filtered by PocketBase (docs/decisions/members.md#birthdays-of-the-month). Callers send the
 * browser day and month only, never the year of birth.
 */
export async function listNiversDoMes(month: number): Promise<Niver[]> {
  const pb = createPocketBase()
  const page = await pb.collection("nivers").getList<Niver>(1, LIMITES.aniversariantes, {
    filter: pb.filter("mes = {:mes}", { mes: month }),
    sort: "nome",
    fields: "id,nome,dt_nasc",
  })
  return page.items
}
