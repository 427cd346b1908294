// @ts-check
// Reading what may not be there: a record (PocketBase's finders throw when nothing matches), a
// request body's field.

/** What `find()` returns, or null when it throws (no such record). */
function findOrNull(find) {
  try {
    return find()
  } catch {
    return null
  }
}

/** A request body's field as trimmed text ("" when it is absent). */
function bodyText(body, field) {
  return String(body[field] === undefined || body[field] === null ? "" : body[field]).trim()
}

module.exports = { findOrNull, bodyText }
