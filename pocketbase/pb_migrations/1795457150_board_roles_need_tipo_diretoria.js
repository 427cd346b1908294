// Only an executive-board record (tipo diretoria) gives the president's or the financial director's
// rights, as on the site (docs/decisions/roles-and-access.md#one-rule-for-the-role): a fiscal council member (tipo
// conselho) whose cargo is 'presidente' or 'financeiro' is neither. The first schema's PRESIDENTE and
// FINANCEIRO rule fragments tested only the cargo; this swaps them, in every rule of every collection
// that uses them, for fragments that also test the tipo on the same joined record (the same alias).

const FRAGMENTS = [
  {
    before:
      '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.cargo ?= "presidente")',
    after:
      '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.tipo ?= "diretoria" && @collection.diretoria:pres.cargo ?= "presidente")',
  },
  {
    before:
      '(@collection.diretoria:fin.idCadGeral ?= @request.auth.id && @collection.diretoria:fin.cargo ?= "financeiro")',
    after:
      '(@collection.diretoria:fin.idCadGeral ?= @request.auth.id && @collection.diretoria:fin.tipo ?= "diretoria" && @collection.diretoria:fin.cargo ?= "financeiro")',
  },
]

const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule", "manageRule"]

/** Rewrites every rule of every collection, fragment by fragment; saves only what changed. */
function rewriteRules(app, from, to) {
  for (const collection of app.findAllCollections()) {
    let changed = false
    for (const rule of RULES) {
      const value = collection[rule]
      // null is a locked rule, and base collections have no manageRule.
      if (value === null || value === undefined) continue
      let next = String(value)
      for (const fragment of FRAGMENTS) next = next.split(fragment[from]).join(fragment[to])
      if (next !== String(value)) {
        collection[rule] = next
        changed = true
      }
    }
    if (changed) app.save(collection)
  }
}

migrate(
  (app) => rewriteRules(app, "before", "after"),
  (app) => rewriteRules(app, "after", "before"),
)
