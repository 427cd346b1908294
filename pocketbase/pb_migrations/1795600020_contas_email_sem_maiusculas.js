// One identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail): the
// e-mails stored so far are folded (accounts and membership requests) and the accounts' unique index
// ignores capitals. Accounts whose e-mails fold to the same address are left untouched and outside
// the index (by id), so no data changes under the volunteer and the migration cannot fail; from
// then on each start keeps that index, names them in the log until they are merged and checks every
// new write against them (lib/contas.js, contas.pb.js).
// Applied history: the fold and the index are written here, not read from the live hooks.

const CONTAS = "cadastro_geral"

/** An e-mail as it was stored from then on: without surrounding spaces, in lower case. */
const fold = (email) =>
  String(email == null ? "" : email)
    .trim()
    .toLowerCase()

/** True for PocketBase's unique index on the e-mail (one column, `email`, whatever its options). */
const isEmailIndex = (index) =>
  /^\s*CREATE\s+UNIQUE\s+INDEX\s+\S+\s+ON\s+\S+\s*\(\s*`?email`?(\s+COLLATE\s+\w+)?\s*\)/i.test(index)

migrate(
  (app) => {
    // The accounts whose e-mails fold to one another's: kept as they are, out of the index.
    const byEmail = {}
    for (const conta of app.findAllRecords(CONTAS)) {
      const folded = fold(conta.email())
      if (folded) (byEmail[folded] = byEmail[folded] || []).push({ id: conta.id, email: conta.email() })
    }
    const clashing = {}
    for (const email of Object.keys(byEmail).sort()) {
      const contas = byEmail[email]
      if (contas.length < 2) continue
      for (const conta of contas) clashing[conta.id] = true
      // Said in the start log, for the volunteer to merge them (each later start says it again).
      const names = contas.map((conta) => `${conta.email} (id ${conta.id})`).join(", ")
      console.log(
        `[contas] Contas com o mesmo e-mail em maiúsculas diferentes (${email}): ${names}. Junte-as ou troque o e-mail de uma no painel do PocketBase.`,
      )
    }

    const rows = [
      [CONTAS, app.findAllRecords(CONTAS).filter((conta) => !clashing[conta.id])],
      ["pedido_socio", app.findAllRecords("pedido_socio")],
    ]
    for (const [table, records] of rows) {
      for (const record of records) {
        const folded = fold(record.getString("email"))
        if (folded === record.getString("email")) continue
        // Plain SQL: only the address changes (no other hook, no `updated`).
        app
          .db()
          .newQuery(`UPDATE ${table} SET email = {:email} WHERE id = {:id}`)
          .bind({ email: folded, id: record.id })
          .execute()
      }
    }

    // No parentheses in its WHERE: PocketBase reads the index's columns up to the last one.
    const collection = app.findCollectionByNameOrId(CONTAS)
    let where = "`email` != ''"
    for (const id of Object.keys(clashing).sort()) where += ` AND \`id\` != '${id.replace(/'/g, "''")}'`
    const index = `CREATE UNIQUE INDEX \`idx_email_${collection.id}\` ON \`${CONTAS}\` (\`email\` COLLATE NOCASE) WHERE ${where}`
    collection.indexes = Array.from(collection.indexes)
      .filter((existing) => !isEmailIndex(existing))
      .concat([index])
    app.save(collection)
  },
  (app) => {
    // PocketBase's own index again (the e-mails stay folded: their capitals are not kept).
    const collection = app.findCollectionByNameOrId("cadastro_geral")
    collection.indexes = collection.indexes.filter((index) => !/\(`email` COLLATE NOCASE\)/.test(index))
    app.save(collection)
  },
)
