// PocketBase's API rules test the board roles with the shared rule (app/domain/cargos.js): the
// board-seat tests in every collection's rules are written as the rule builds them (lib/regras.js)
// at each start, and again whenever a collection is saved (by a migration, or in the dashboard).
//
// Why hooks and not a migration: a migration runs once and must never change once applied, so the
// rules it wrote would stay as the rule was on that day, and the rule's next change (seats counting
// only within their term) would need another migration copying it again. Written by hooks, the rules
// follow the one rule wherever it changes, and the migrations stay history: what they wrote is the
// starting point, and rules already as the rule writes them are left untouched.
//
// Why both: the bootstrap rewrites the collections there are, but `serve` applies pending migrations
// after it (a fresh database gets all of them then); each collection those migrations save passes
// through the save hooks, before it is validated and stored.

onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/regras.js`).writeBoardRules(e.app)
})

onCollectionCreate((e) => {
  require(`${__hooks}/lib/regras.js`).rewriteCollectionRules(e.collection)
  e.next()
})

onCollectionUpdate((e) => {
  require(`${__hooks}/lib/regras.js`).rewriteCollectionRules(e.collection)
  e.next()
})
