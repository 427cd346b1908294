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

exports.foldForSearch = foldForSearch
