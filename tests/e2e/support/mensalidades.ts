// Months of dues the browser tests may use as their own: far ahead, picked at random and checked to
// hold no due yet, so neither project nor the demo's dues get in the way.
import { todayISO } from "~/utils/format"
import { e2eAdmin } from "./auth"

/** Every due falling due in `mes` (yyyy-MM), read by the superuser. */
export async function duesOfMonth(mes: string) {
  const admin = await e2eAdmin()
  return admin.collection("mensalidades").getFullList({
    filter: admin.filter("data_vencimento >= {:de} && data_vencimento <= {:ate}", {
      de: `${mes}-01 00:00:00.000Z`,
      ate: `${mes}-28 23:59:59.999Z`,
    }),
  })
}

/** A month 5 to 30 years ahead that has no dues yet (yyyy-MM). */
export async function mesVazio(): Promise<string> {
  for (;;) {
    const ano = Number(todayISO().slice(0, 4)) + 5 + Math.floor(Math.random() * 26)
    const mes = `${ano}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}`
    if ((await duesOfMonth(mes)).length === 0) return mes
  }
}
