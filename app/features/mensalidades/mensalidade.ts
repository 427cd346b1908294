// Dues' rules the member's page, the payment page and the treasurer's share. Their statuses, ways of
// paying and words are app/domain/mensalidades.js, which PocketBase's hooks read too.
import { MENSALIDADE_STATUS, type MensalidadeStatus } from "@veteranos/domain/mensalidades"
import { formatDate } from "~/utils/format"

/** Overdue: still pending after its due day (São Paulo's `hoje`); the due day itself is on time. */
export function isVencida(mensalidade: { status: MensalidadeStatus; data_vencimento: string }, hoje: string) {
  return mensalidade.status === "pendente" && mensalidade.data_vencimento.slice(0, 10) < hoje
}

/**
 * A due's date as its list row says it, on São Paulo's `hoje`: 'Venceu em 10/11/2026' once the day
 * has passed (a late due, or one paid), 'Vence em 10/12/2026' up to the day itself.
 */
export function vencimentoTexto(mensalidade: { data_vencimento: string }, hoje: string) {
  const dia = mensalidade.data_vencimento.slice(0, 10)
  return `${dia < hoje ? "Venceu" : "Vence"} em ${formatDate(dia)}`
}

/** The treasurer's list tabs: the stored statuses, and the overdue ones (pending past their day). */
export const MENSALIDADE_FILTROS = [...MENSALIDADE_STATUS, "vencida"] as const
export type MensalidadeFiltro = (typeof MENSALIDADE_FILTROS)[number]

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
