// The demo's dues reminders: yesterday's run of the daily job (09:00 in São Paulo), as the job
// would have made it, so Controle Financeiro shows a last run and the reminders page a history.
// Which reminder each open due was owed is the shared schedule's (app/domain/lembretes.js).
import { format, subDays } from "date-fns"
import { record } from "./records.mjs"
import { storedDay } from "../../app/domain/datas.js"
import { LEMBRETE_AGENDADOS, reminderDue, TAREFA_LEMBRETES } from "../../app/domain/lembretes.js"
import { LEMBRETE_DIAS_ANTES_PADRAO } from "../../app/domain/mensalidades.js"

/**
 * Yesterday's reminders of the open `dues` (records of duesRecords) and the run that sent them.
 * @param {Array<{ data: Record<string, any> }>} dues
 * @param {Array<{ id: string, email: string }>} people
 * @param {Date} today São Paulo's day (dates.mjs)
 */
export function reminderRecords(dues, people, today) {
  const dia = format(subDays(today, 1), "yyyy-MM-dd")
  const emailOf = new Map(people.map((p) => [p.id, p.email]))
  const enviados = Object.fromEntries(LEMBRETE_AGENDADOS.map((tipo) => [tipo, 0]))
  const lembretes = dues.flatMap(({ data: due }, n) => {
    const tipo =
      due.status === "pendente" &&
      reminderDue(storedDay(due.data_vencimento), dia, LEMBRETE_DIAS_ANTES_PADRAO)
    if (!tipo) return []
    enviados[tipo] += 1
    const em = `${dia} 12:00:${String(n % 60).padStart(2, "0")}.000Z`
    return [
      record("lembretes", `${due.id}:${tipo}`, {
        mensalidade: due.id,
        associado: due.associado_id,
        tipo,
        status: "enviado",
        tentativas: 1,
        email: emailOf.get(due.associado_id) ?? "",
        enviado_em: em,
      }),
    ]
  })
  const falhas = Object.fromEntries(LEMBRETE_AGENDADOS.map((tipo) => [tipo, 0]))
  const run = record("execucoes", `${TAREFA_LEMBRETES}:${dia}`, {
    tarefa: TAREFA_LEMBRETES,
    inicio: `${dia} 12:00:00.000Z`,
    fim: `${dia} 12:01:00.000Z`,
    contagens: {
      hoje: dia,
      dias_antes: LEMBRETE_DIAS_ANTES_PADRAO,
      enviados,
      falhas,
      desativados: 0,
      sem_email: 0,
    },
  })
  return [...lembretes, run]
}
