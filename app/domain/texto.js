// @ts-check
// How the site and PocketBase's messages write a count, so both say it alike.

/**
 * "1 foto", "3 fotos": a count with its noun in the singular or the plural.
 * @param {number} count
 * @param {string} one
 * @param {string} many
 */
const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`

exports.plural = plural
