// A panel list's address, read the same way by every list and its CSV export: ?pagina= (1 when
// missing or nonsense), ?status= (only the values the list knows) and ?q= (the search box).

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
