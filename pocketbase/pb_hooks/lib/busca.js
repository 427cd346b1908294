// The search key of a searchable record (docs/decisions/search-and-csv-exports.md#search-ignores-accents-capitals-and-punctuation): PocketBase's filters
// cannot ignore accents, so each record keeps its searchable text folded, and the site folds the
// search box's text the same way (app/utils/busca.ts).

/** Lower case, without accents, single spaces. */
function fold(value) {
  return String(value || "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

module.exports = { fold }
