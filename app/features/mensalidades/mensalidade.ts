// Dues' rules the member's page, the payment page and the treasurer's share. Their statuses, ways of
// paying and words are app/domain/mensalidades.js, which PocketBase's hooks read too.
import { MENSALIDADE_STATUS, type MensalidadeStatus } from "@veteranos/domain/mensalidades"

/** Overdue: still pending after its due day (São Paulo's `hoje`); the due day itself is on time. */
export function isVencida(mensalidade: { status: MensalidadeStatus; data_vencimento: string }, hoje: string) {
  return mensalidade.status === "pendente" && mensalidade.data_vencimento.slice(0, 10) < hoje
}

/** The treasurer's list tabs: the stored statuses, and the overdue ones (pending past their day). */
export const MENSALIDADE_FILTROS = [...MENSALIDADE_STATUS, "vencida"] as const
export type MensalidadeFiltro = (typeof MENSALIDADE_FILTROS)[number]

export type TotaisMes = { recebido: number; pendente: number }
/** The exempt dues: neither received nor open (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed). */
type TotaisIsentas = { quantidade: number; valor: number }
export type TotaisAno = { meses: TotaisMes[]; total: TotaisMes; isentas: TotaisIsentas }

/**
 * Received and pending per month of the due date (index 0 is January) and for the year, in BRL; an
 * exempt due is neither, counted apart. Summed in cents, so R$ 0,10 + R$ 0,20 is R$ 0,30.
 */
export function sumByMonth(
  mensalidades: ReadonlyArray<{ valor: number; status: MensalidadeStatus; data_vencimento: string }>,
): TotaisAno {
  const meses = Array.from({ length: 12 }, () => ({ recebido: 0, pendente: 0 }))
  const isentas = { quantidade: 0, valor: 0 }
  for (const { valor, status, data_vencimento } of mensalidades) {
    const mes = meses[Number(data_vencimento.slice(5, 7)) - 1]
    if (!mes) continue
    const cents = Math.round(valor * 100)
    if (status === "isenta") {
      isentas.quantidade += 1
      isentas.valor += cents
    } else mes[status === "pago" ? "recebido" : "pendente"] += cents
  }
  const total = meses.reduce(
    (soma, mes) => ({ recebido: soma.recebido + mes.recebido, pendente: soma.pendente + mes.pendente }),
    { recebido: 0, pendente: 0 },
  )
  const reais = (mes: TotaisMes) => ({ recebido: mes.recebido / 100, pendente: mes.pendente / 100 })
  return {
    meses: meses.map(reais),
    total: reais(total),
    isentas: { quantidade: isentas.quantidade, valor: isentas.valor / 100 },
  }
}

/** The id of a due's row on the treasurer's list, where a change of it returns (#mensalidade-{id}). */
export const linhaDaMensalidade = (id: string) => `mensalidade-${id}`

/** The id of the list's heading on the treasurer's page: where a change returns when its row has left. */
export const LISTA_DE_MENSALIDADES = "mensalidades-do-mes"

/**
 * Where the list scrolls back after a change made the due `status` (null when unknown: its row):
 * its own row while the tab still shows it; else the row that took its place (`proxima`, when
 * the page sent one), else the list's heading.
 */
export function ancoraDepoisDaMudanca(
  id: string,
  status: MensalidadeStatus | null,
  aba: MensalidadeFiltro | null,
  proxima: string | null,
): string {
  if (status === null || aba === null || aba === status) return linhaDaMensalidade(id)
  return proxima ? linhaDaMensalidade(proxima) : LISTA_DE_MENSALIDADES
}
