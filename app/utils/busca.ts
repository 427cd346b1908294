// Search as people type it: without caring for accents or capitals, and a CPF with or without its
// punctuation. PocketBase's filter cannot fold accents, so each searchable record keeps a folded
// copy of its searchable text (`busca`, written by a PocketBase hook with the same folding) and the
// query is folded here the same way.

/** Lower case, without accents, single spaces: "  JOSÉ  da Conceição" → "jose da conceicao". */
export function foldForSearch(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * What a search box's text looks for: the folded text, and, when it is made only of digits and a
 * CPF's punctuation, those digits alone (so "123.456" finds the CPF 123.456.789-09 stored as digits).
 * Empty when there is nothing to search.
 */
export function searchTerms(q: string | null | undefined): { texto: string; digitos: string | null } | null {
  const texto = foldForSearch(q ?? "")
  if (!texto) return null
  const digitos = /^[\d.\-/\s]+$/.test(texto) ? texto.replace(/\D/g, "") : null
  return { texto, digitos: digitos || null }
}
