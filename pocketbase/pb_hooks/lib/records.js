// Reading a record that may not be there: PocketBase's finders throw when nothing matches.

/** What `find()` returns, or null when it throws (no such record). */
function findOrNull(find) {
  try {
    return find()
  } catch {
    return null
  }
}

module.exports = { findOrNull }
