// The reservations' rules (1795470000) were written with the first schema's PRESIDENTE fragment,
// after 1795457150 had made every rule require the executive board's seat (tipo diretoria): a fiscal
// council member whose cargo is 'presidente' could decide reservations. The same swap again, for the
// rules written since.

const BEFORE =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.cargo ?= "presidente")'
const AFTER =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.tipo ?= "diretoria" && @collection.diretoria:pres.cargo ?= "presidente")'
const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule", "manageRule"]

function rewrite(app, from, to) {
  for (const collection of app.findAllCollections()) {
    let changed = false
    for (const rule of RULES) {
      const value = collection[rule]
      if (value === null || value === undefined) continue
      const next = String(value).split(from).join(to)
      if (next !== String(value)) {
        collection[rule] = next
        changed = true
      }
    }
    if (changed) app.save(collection)
  }
}

migrate(
  (app) => rewrite(app, BEFORE, AFTER),
  (app) => rewrite(app, AFTER, BEFORE),
)
