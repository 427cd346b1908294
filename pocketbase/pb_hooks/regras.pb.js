// @ts-check
// PocketBase's API rules are the table in lib/regras.js (its board tests built by the shared rule,
// app/domain/papeis.js): it is written into the collections it lists at each start, and again
// whenever one of them is saved (by a migration, or in the dashboard, where an edit is written back).
//
// Why hooks and not a migration: a migration runs once and must never change once applied, so the
// rules it wrote would stay as they were on that day, and the rule's next change (seats counting
// only within their term) would need another migration copying it again. Written by hooks, the rules
// follow the table and the one rule wherever they change, and the migrations stay history: what they
// wrote is the starting point, and rules already as the table writes them are left untouched.
//
// Why both: the bootstrap writes the collections there are, but `serve` applies pending migrations
// after it (a fresh database gets all of them then); each collection those migrations save passes
// through the save hooks, before it is validated and stored.

onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/regras-aplicar.js`).applyRules(e.app)
})

onCollectionCreate((e) => {
  require(`${__hooks}/lib/regras-aplicar.js`).setRulesBeforeSave(e.app, e.collection)
  e.next()
})

onCollectionUpdate((e) => {
  require(`${__hooks}/lib/regras-aplicar.js`).setRulesBeforeSave(e.app, e.collection)
  e.next()
})
