// A panel list's address, read the same way by every list and its CSV export: ?pagina= (1 when
// missing or nonsense), ?status= (only the values the list knows) and ?q= (the search box); a
// dialog is ?acao=editar&id=... on top of them.

/** A dialog's own parameters: its close link and the POST's redirect remove them. */
export const DIALOG_PARAMS = ["acao", "id"] as const

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
