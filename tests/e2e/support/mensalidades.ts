// Months of dues the browser tests may use as their own: far ahead, picked at random and checked to
// hold no due yet, so neither project nor the demo's dues get in the way; and what 'Lançar' should
// suggest, read from the data.
import { mesesAPartirDe } from "~/features/mensalidades/financeiro-meses"
import { todayInSaoPaulo } from "~/utils/format"
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

/**
 * A month 5 to 30 years ahead that has no dues yet (yyyy-MM). 'Lançar' takes any month typed as
 * 'dezembro/2031' (or yyyy-MM), so these stay clear of the months near today other tests read.
 */
export async function mesVazio(): Promise<string> {
  for (;;) {
    const ano = Number(todayInSaoPaulo().slice(0, 4)) + 5 + Math.floor(Math.random() * 26)
    const mes = `${ano}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}`
    if ((await duesOfMonth(mes)).length === 0) return mes
  }
}

/** The first month from São Paulo's current one on that has no due (yyyy-MM), read by the superuser. */
export async function primeiroMesSemMensalidades(): Promise<string> {
  for (const mes of mesesAPartirDe(todayInSaoPaulo().slice(0, 7), 600)) {
    if ((await duesOfMonth(mes)).length === 0) return mes
  }
  throw new Error("Every month of the next 50 years has dues.")
}

/** Pending dues of R$ 80,00 for the member `associadoId` in `mes`, one on each of `dias`. */
export async function mensalidadesNoMes(associadoId: string, mes: string, dias: readonly number[]) {
  const admin = await e2eAdmin()
  const ids: string[] = []
  for (const dia of dias) {
    const due = await admin.collection("mensalidades").create({
      descricao: `Parcela extra do dia ${dia}`,
      data_vencimento: `${mes}-${String(dia).padStart(2, "0")} 00:00:00.000Z`,
      valor: 80,
      status: "pendente",
      associado_id: associadoId,
    })
    ids.push(due.id)
  }
  return ids
}
