// The board's part of every API rule, written by the shared rule (app/domain/cargos.js) at each
// start and at each save of a collection (regras.pb.js): a fragment that tests a board seat, `(@collection.diretoria:<alias>.idCadGeral
// ?= @request.auth.id && ...)`, is rewritten as seatRule(<alias>, <its cargo>) writes it now, whatever
// the migration that stored it wrote; the rest of each rule stays as the migrations left it.

const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule", "manageRule"]
const FRAGMENT_START = "(@collection.diretoria:"

/** The index of the parenthesis closing the one at `start` (quoted text skipped), or -1. */
function findClosing(rule, start) {
  let depth = 0
  let quote = ""
  for (let i = start; i < rule.length; i++) {
    const char = rule[i]
    if (quote) {
      if (char === "\\") i++
      else if (char === quote) quote = ""
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === "(") {
      depth++
    } else if (char === ")" && --depth === 0) {
      return i
    }
  }
  return -1
}

/** The `&&` parts of `inner` outside any parentheses or quotes. */
function splitConjunction(inner) {
  const parts = []
  let depth = 0
  let quote = ""
  let from = 0
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]
    if (quote) {
      if (char === "\\") i++
      else if (char === quote) quote = ""
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === "(") {
      depth++
    } else if (char === ")") {
      depth--
    } else if (depth === 0 && inner.startsWith(" && ", i)) {
      parts.push(inner.slice(from, i))
      from = i + 4
      i += 3
    }
  }
  parts.push(inner.slice(from))
  return parts
}

/**
 * The fragment as the shared rule writes it, or the fragment itself when it is not a board-role test:
 * one that does not ask for an executive-board seat (tipo diretoria), or that also asks anything
 * but the same seat, is never touched.
 */
function rewriteFragment(fragment) {
  const head = /^\(@collection\.diretoria:(\w+)\.idCadGeral \?= @request\.auth\.id && /.exec(fragment)
  if (!head) return fragment
  const { seatRule, TIPO_DIRETORIA } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  const seat = `@collection.diretoria:${head[1]}.`
  const parts = splitConjunction(fragment.slice(1, -1))
  if (parts.indexOf(`${seat}tipo ?= "${TIPO_DIRETORIA}"`) < 0) return fragment
  if (!parts.every((part) => part.replace(/^\(+/, "").startsWith(seat))) return fragment
  const cargo = parts
    .filter((part) => part.startsWith(`${seat}cargo ?= "`) && part.endsWith('"'))
    .map((part) => part.slice(`${seat}cargo ?= "`.length, -1))[0]
  return seatRule(head[1], cargo)
}

/** `rule` with each of its board-seat fragments as the shared rule writes it. */
function rewriteRule(rule) {
  let result = ""
  let from = 0
  for (;;) {
    const start = rule.indexOf(FRAGMENT_START, from)
    const end = start < 0 ? -1 : findClosing(rule, start)
    if (end < 0) return result + rule.slice(from)
    result += rule.slice(from, start) + rewriteFragment(rule.slice(start, end + 1))
    from = end + 1
  }
}

/** Rewrites the rules of `collection` in place; true when one changed. */
function rewriteCollectionRules(collection) {
  let changed = false
  for (const name of RULES) {
    const rule = collection[name]
    // null is a locked rule, and base collections have no manageRule.
    if (rule === null || rule === undefined) continue
    const next = rewriteRule(String(rule))
    if (next !== String(rule)) {
      collection[name] = next
      changed = true
    }
  }
  return changed
}

/** Rewrites the rules of every collection; saves only the collections that changed. */
function writeBoardRules(app) {
  for (const collection of app.findAllCollections()) {
    if (rewriteCollectionRules(collection)) app.save(collection)
  }
}

module.exports = { rewriteRule, rewriteCollectionRules, writeBoardRules }
