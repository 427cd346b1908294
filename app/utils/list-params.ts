// A panel list's address, read the same way by every list, its CSV export and PocketBase's page
// reader (the rules are app/domain/listas.js): ?pagina= (1 when missing or nonsense), ?status= (only
// the values the list knows) and ?q= (the search box); a dialog is ?acao=editar&id=... on top of
// them. The finance page adds ?mes=yyyy-MM and ?ano=.
import { monthOf, pageNumber, searchText, statusOf, yearOf } from "@veteranos/domain/listas"

/**
 * A dialog's own parameters: its close link and the POST's redirect remove them. `pessoa` is the
 * person search inside a dialog (/painel/diretoria's new seat and presidency transfer).
 */
export const DIALOG_PARAMS = ["acao", "id", "pessoa"] as const

export function readPage(params: URLSearchParams): number {
  return pageNumber(params.get("pagina"))
}

/** The tab's value when it is one of `allowed`; null (the "Todos" tab) otherwise. */
export function readStatus<S extends string>(params: URLSearchParams, allowed: readonly S[]): S | null {
  return statusOf(params.get("status"), allowed)
}

/** The search text, trimmed; null when empty. */
export function readSearch(params: URLSearchParams): string | null {
  return searchText(params.get("q"))
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
  return monthOf(params.get("mes"), hoje)
}

/** ?ano=, or the year of `hoje` (yyyy-MM-dd) when missing or nonsense. */
export function readAno(params: URLSearchParams, hoje: string): number {
  return yearOf(params.get("ano"), hoje)
}
