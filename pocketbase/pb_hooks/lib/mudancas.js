// @ts-check
// A change made only from what its author saw: the request's `seen` values are compared with the
// stored record inside the transaction that saves the change, so of two changes from the same seen
// state (PocketBase runs one write transaction at a time) exactly one is made and the other gets the
// 409. The convention and the answer are the shared rules' (app/domain/mudancas.js).
//
// A collection's update request hook makes its change through changeIfUnchanged (or
// atividades.js's withAtividade, which uses it) in place of e.next(); a route that changes a record
// calls readSeen and requireUnchanged inside its own transaction.

const { SEEN_FIELD, STALE_STATUS, STALE_CODE, STALE_MESSAGE, staleFields } = require(
  `${__hooks}/lib/domain.js`,
).domain("mudancas")

function invalidSeen() {
  return new BadRequestError(`Campo "${SEEN_FIELD}" inválido.`)
}

/**
 * What the request says its author saw, as a new object ({} when it says nothing): the body's
 * `seen`, an object of `collection`'s fields (in a multipart body, as JSON text). Anything else is
 * refused with 400. `collection`: a name or the collection; by default the request's record's.
 */
function readSeen(e, collection) {
  let seen = e.requestInfo().body[SEEN_FIELD]
  if (seen === undefined || seen === null || seen === "") return {}
  if (typeof seen === "string") {
    try {
      seen = JSON.parse(seen)
    } catch {
      throw invalidSeen()
    }
  }
  if (!seen || typeof seen !== "object" || Array.isArray(seen)) throw invalidSeen()
  const named = typeof collection === "string" ? e.app.findCollectionByNameOrId(collection) : collection
  const fields = (named || e.record.collection()).fields
  const result = {}
  for (const field of Object.keys(seen)) {
    if (!fields.getByName(field)) throw invalidSeen()
    result[field] = seen[field]
  }
  return result
}

/**
 * The record as stored now, read with `app` (pass the transaction's): 409 when it no longer has the
 * values in `seen`, 404 when it is gone.
 */
function requireUnchanged(app, record, seen) {
  let stored
  try {
    stored = app.findRecordById(record.collection().name, record.id)
  } catch {
    throw new NotFoundError()
  }
  const changed = staleFields(seen, (field) =>
    Array.isArray(seen[field]) ? stored.getStringSlice(field) : stored.getString(field),
  )
  const fields = Object.keys(changed)
  if (fields.length === 0) return stored
  const data = {}
  for (const field of fields) {
    data[field] = new ValidationError(STALE_CODE, STALE_MESSAGE).setParams({ current: changed[field] })
  }
  throw new ApiError(STALE_STATUS, STALE_MESSAGE, data)
}

/**
 * The request's change (`e.next()`), made only while the record still has the values in `seen` (by
 * default what the request says its author saw): the check, the change and `after(tx)` (the
 * activity entry) in one transaction. Hooks that run after it (an e-mail) run after the commit.
 */
function changeIfUnchanged(e, seen, after) {
  const seenValues = seen || readSeen(e)
  const compares = Object.keys(seenValues).length > 0
  if (!compares && !after) {
    e.next()
    return
  }
  e.app.runInTransaction((tx) => {
    if (compares) requireUnchanged(tx, e.record, seenValues)
    e.app = tx
    e.next()
    if (after) after(tx)
  })
}

module.exports = { readSeen, requireUnchanged, changeIfUnchanged }
