// One identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail): the
// e-mails stored so far are folded (accounts and membership requests) and the accounts' unique index
// ignores capitals. Accounts whose e-mails fold to the same address are left untouched and outside
// the index (by id), so no data changes under the volunteer and the migration cannot fail; the start
// log names them until they are merged (contas.pb.js), and every new write is checked against them.

migrate(
  (app) => {
    const contas = require(`${__hooks}/lib/contas.js`)
    contas.foldStoredEmails(app)
    const clashes = contas.findEmailClashes(app)
    contas.keepEmailIndex(app, clashes)
    contas.reportEmailClashes(app, clashes)
  },
  (app) => {
    // PocketBase's own index again (the e-mails stay folded: their capitals are not kept).
    const collection = app.findCollectionByNameOrId("cadastro_geral")
    collection.indexes = collection.indexes.filter((index) => !/\(`email` COLLATE NOCASE\)/.test(index))
    app.save(collection)
  },
)
