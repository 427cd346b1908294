// @ts-check
// Search as people type it (docs/decisions/search-and-csv-exports.md#search-ignores-accents-capitals-and-punctuation):
// PocketBase's filters cannot ignore accents, so each searchable record keeps its searchable text
// folded (`busca`, written by PocketBase's hooks) and the site folds the search box's text the same
// way, with this one function.

/**
 * Lower case, without accents, single spaces: "  JOSÉ  da Conceição" → "jose da conceicao".
 * @param {unknown} value
 */
function foldForSearch(value) {
  return String(value || "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * What a search box's text looks for: the folded text, and, when it is made only of digits and a
 * CPF's punctuation, those digits alone (so "123.456" finds the CPF 123.456.789-09 stored as digits).
 * Null when there is nothing to search. The site's filters and PocketBase's page readers read it.
 * @param {string | null | undefined} q
 * @returns {{ texto: string, digitos: string | null } | null}
 */
function searchTerms(q) {
  const texto = foldForSearch(q ?? "")
  if (!texto) return null
  const digitos = /^[\d.\-/\s]+$/.test(texto) ? texto.replace(/\D/g, "") : null
  return { texto, digitos: digitos || null }
}

exports.foldForSearch = foldForSearch
exports.searchTerms = searchTerms
