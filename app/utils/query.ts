// Links that change one or two query parameters and keep the others (page links, tabs, dialogs as
// URL state), so every panel list works as plain links without JavaScript.

/** `search` (e.g. "?status=pendente&q=ana") with `changes` applied; null removes a parameter. */
export function withQuery(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : "?"
}
