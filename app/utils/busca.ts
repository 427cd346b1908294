// Search as people type it: without caring for accents or capitals (the folding PocketBase's hooks
// give each record's search key, app/domain/busca.js), and a CPF with or without its punctuation.
import { foldForSearch } from "@veteranos/domain/busca"

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
