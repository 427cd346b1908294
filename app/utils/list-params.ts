// A panel list's address, read the same way by every list and its CSV export: ?pagina= (1 when
// missing or nonsense), ?status= (only the values the list knows) and ?q= (the search box); a
// dialog is ?acao=editar&id=... on top of them. The finance page adds ?mes=yyyy-MM and ?ano=.
import { MES_ISO } from "@veteranos/domain/datas"

/**
 * A dialog's own parameters: its close link and the POST's redirect remove them. `pessoa` is the
 * person search inside a dialog (/painel/diretoria's new seat and presidency transfer).
 */
export const DIALOG_PARAMS = ["acao", "id", "pessoa"] as const

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("pagina"))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The tab's value when it is one of `allowed`; null (the "Todos" tab) otherwise. */
export function readStatus<S extends string>(params: URLSearchParams, allowed: readonly S[]): S | null {
  const status = params.get("status")
  return allowed.find((value) => value === status) ?? null
}

/** The search text, trimmed; null when empty. */
export function readSearch(params: URLSearchParams): string | null {
  return params.get("q")?.trim() || null
}

/** The dialog open on the page (?acao=...&id=...), when `acao` is one the page has. */
export function readDialog<A extends string>(
  params: URLSearchParams,
  allowed: readonly A[],
): { acao: A; id: string | null } | null {
  const acao = allowed.find((value) => value === params.get("acao"))
  return acao ? { acao, id: params.get("id") || null } : null
}

/** Where a list's POST sends the user back: the same tab, search and page, with the dialog closed. */
export function listAddress(requestUrl: string): string {
  const url = new URL(requestUrl)
  for (const name of DIALOG_PARAMS) url.searchParams.delete(name)
  return url.pathname + url.search
}

/** ?mes=yyyy-MM, or the month of `hoje` (São Paulo's day, yyyy-MM-dd) when missing or nonsense. */
export function readMes(params: URLSearchParams, hoje: string): string {
  const mes = params.get("mes")
  return mes && MES_ISO.test(mes) ? mes : hoje.slice(0, 7)
}

/** ?ano=, or the year of `hoje` (yyyy-MM-dd) when missing or nonsense. */
export function readAno(params: URLSearchParams, hoje: string): number {
  const ano = Number(params.get("ano"))
  return Number.isInteger(ano) && ano >= 2000 && ano <= 2200 ? ano : Number(hoje.slice(0, 4))
}
