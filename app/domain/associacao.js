// @ts-check
// The association's statute, as the pages quote it.

/** Years a term of the executive board and of the fiscal council lasts. */
const MANDATO_ANOS = 3

exports.MANDATO_ANOS = MANDATO_ANOS
