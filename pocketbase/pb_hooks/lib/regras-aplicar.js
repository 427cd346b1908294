// @ts-check
// Writes the API rules' table (lib/regras.js) into the collections: at each start and whenever one
// is saved (regras.pb.js says why both).

const { RULES } = require(`${__hooks}/lib/regras.js`)

const RULE_NAMES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule", "manageRule", "mfaRule"]

/** A rule as stored: a string, or null (locked); undefined where the collection has no such rule. */
const storedRule = (value) => (value === null || value === undefined ? value : String(value))

/** Where each rule lives on a collection: its own field, or the MFA settings' `rule` (auth collections). */
const ruleOf = (collection, name) => (name === "mfaRule" ? collection.mfa?.rule : collection[name])
function setRuleOf(collection, name, value) {
  if (name === "mfaRule") collection.mfa.rule = value
  else collection[name] = value
}

/** `collection`'s rules, to put back. */
const readRules = (collection) => RULE_NAMES.map((name) => storedRule(ruleOf(collection, name)))

/**
 * Sets the table's rules on `collection` (in memory); true when one changed. A collection not in
 * the table, and a rule its row does not set, are left as they are.
 */
function setCollectionRules(collection) {
  const row = RULES[collection.name]
  if (!row) return false
  let changed = false
  for (const name of RULE_NAMES) {
    if (!(name in row) || storedRule(ruleOf(collection, name)) === row[name]) continue
    setRuleOf(collection, name, row[name])
    changed = true
  }
  return changed
}

/**
 * For a collection about to be saved: the table's rules, when it can take them. A migration may
 * save a collection before what its rules refer to exists (cadastro_geral before diretoria, a field
 * added later); that save keeps the migration's rules, and a later save writes the table's.
 */
function setRulesBeforeSave(app, collection) {
  const before = readRules(collection)
  if (!setCollectionRules(collection)) return
  try {
    app.validate(collection)
  } catch {
    RULE_NAMES.forEach((name, i) => {
      if (before[i] !== undefined) setRuleOf(collection, name, before[i])
    })
  }
}

/**
 * Writes the table into every collection there is, saving only those whose rules differ. One that
 * cannot take its rules yet (a pending migration adds what they refer to) is left to that
 * migration's save.
 */
function applyRules(app) {
  for (const collection of app.findAllCollections()) {
    if (!setCollectionRules(collection)) continue
    try {
      app.save(collection)
    } catch (error) {
      app.logger().warn("API rules not written yet", "collection", collection.name, "error", String(error))
    }
  }
}

module.exports = { setCollectionRules, setRulesBeforeSave, applyRules }
