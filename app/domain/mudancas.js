// @ts-check
// A change is made only from what its author saw (docs/decisions/forms.md#a-change-is-made-from-what-was-seen):
// the request carries the values its author read, and PocketBase makes the change only while the
// stored record still has them, checking and saving in one transaction (pb_hooks/lib/mudancas.js).
// Otherwise nothing changes and the answer is 409 with one message, which the site turns into one
// error (StaleChangeError) that every panel page answers the same way.
//
// The convention, for any record update sent to PocketBase (and its routes that change a record):
//
//     PATCH /api/collections/mensalidades/records/ID
//     { "status": "pago", "forma_pagamento": "pix", "seen": { "status": "pendente" } }
//
// `seen` is not a record field: it holds record field names and their values as the API returned
// them (compared as text, so 80 and "80" match; an absent or null value reads as ""). The answer
// when one no longer matches:
//
//     409 { "message": STALE_MESSAGE,
//           "data": { "status": { "code": "stale", "message": STALE_MESSAGE, "params": { "current": "pago" } } } }
//
// one entry per seen field that changed, with what is stored now.

/** The request body's field with what the author saw: `{ field: value }`. */
const SEEN_FIELD = "seen"

/** The answer's status when the record is no longer as it was seen. */
const STALE_STATUS = 409

/** The code of each changed field in that answer. */
const STALE_CODE = "stale"

/** That answer's message, for whoever calls PocketBase directly (the panel shows its own words). */
const STALE_MESSAGE = "O registro mudou desde que foi lido; nada foi alterado."

/** @param {unknown} value */
function asText(value) {
  if (value === undefined || value === null) return ""
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

/**
 * The seen fields whose stored value is no longer the one seen, with what is stored now.
 * @param {Record<string, unknown>} seen what the author saw
 * @param {(field: string) => unknown} stored the stored value of a field
 * @returns {Record<string, string>} empty when nothing changed
 */
function staleFields(seen, stored) {
  /** @type {Record<string, string>} */
  const changed = {}
  Object.keys(seen).forEach((field) => {
    const current = asText(stored(field))
    if (current !== asText(seen[field])) changed[field] = current
  })
  return changed
}

/**
 * A change's body with what its author saw.
 * @template {Record<string, unknown>} T
 * @param {T} changes the record fields to change
 * @param {Record<string, unknown>} seen what the author saw
 */
function withSeen(changes, seen) {
  return Object.assign({}, changes, { [SEEN_FIELD]: seen })
}

exports.SEEN_FIELD = SEEN_FIELD
exports.STALE_STATUS = STALE_STATUS
exports.STALE_CODE = STALE_CODE
exports.STALE_MESSAGE = STALE_MESSAGE
exports.staleFields = staleFields
exports.withSeen = withSeen
