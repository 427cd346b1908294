// Search as people type it: without caring for accents or capitals (the folding PocketBase's hooks
// give each record's search key), and a CPF with or without its punctuation. The rule lives in
// app/domain/busca.js, which PocketBase's page readers read too.
export { searchTerms } from "@veteranos/domain/busca"
