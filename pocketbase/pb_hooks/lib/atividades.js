// @ts-check
// The board's activity record: one entry per decision, written in the same transaction as the
// decision itself (so an entry exists exactly when the change does). Shared by the hooks of every
// collection the board decides on.

/**
 * The author as records keep them (an activity entry, who answered a message, who confirmed a
 * payment): the member's account and name, or only a name for an administrator.
 */
function authorOf(auth) {
  if (!auth) return { autor: "", autor_nome: "Sistema" }
  if (auth.collection().name !== "cadastro_geral") return { autor: "", autor_nome: "Administrador" }
  return { autor: auth.id, autor_nome: auth.getString("nome") || auth.email() }
}

/**
 * Stores "who did what to which record" with `app` (pass the transaction's app); `alteracoes`, when
 * given, the values it changed: { field: { antes, depois } } (see changesOf).
 */
function recordAtividade(app, auth, colecao, registro, descricao, alteracoes) {
  const atividade = new Record(app.findCollectionByNameOrId("atividades"))
  const autor = authorOf(auth)
  atividade.set("autor", autor.autor)
  atividade.set("autor_nome", autor.autor_nome)
  atividade.set("descricao", descricao.slice(0, 300))
  atividade.set("colecao", colecao)
  atividade.set("registro", registro)
  if (alteracoes && Object.keys(alteracoes).length > 0) atividade.set("alteracoes", alteracoes)
  app.save(atividade)
}

/**
 * The values of `fields` a change of `record` makes, as an activity entry keeps them:
 * { field: { antes, depois } }, for the fields that differ. A new record had nothing before; a
 * deleted one (`deleting`) has nothing after.
 */
function changesOf(record, fields, deleting) {
  const original = record.isNew() ? null : record.original()
  const changes = {}
  for (const field of fields) {
    const antes = original ? original.getString(field) : ""
    const depois = deleting ? "" : record.getString(field)
    if (antes !== depois) changes[field] = { antes, depois }
  }
  return changes
}

/**
 * A request hook's change (`e.next()`) and its entry, in one transaction: `descricao` gets the
 * record as saved (or as it was, for a deletion). The change is made only from what its author saw
 * (`seen`, by default what the request says: lib/mudancas.js), checked in that transaction too.
 */
function withAtividade(e, colecao, descricao, seen, alteracoes) {
  require(`${__hooks}/lib/mudancas.js`).changeIfUnchanged(e, seen, (tx) => {
    recordAtividade(tx, e.auth, colecao, e.record.id, descricao(e.record), alteracoes)
  })
}

module.exports = { authorOf, recordAtividade, changesOf, withAtividade }
