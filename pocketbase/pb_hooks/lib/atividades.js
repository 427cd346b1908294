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

/** Stores "who did what to which record" with `app` (pass the transaction's app). */
function recordAtividade(app, auth, colecao, registro, descricao) {
  const atividade = new Record(app.findCollectionByNameOrId("atividades"))
  const autor = authorOf(auth)
  atividade.set("autor", autor.autor)
  atividade.set("autor_nome", autor.autor_nome)
  atividade.set("descricao", descricao.slice(0, 300))
  atividade.set("colecao", colecao)
  atividade.set("registro", registro)
  app.save(atividade)
}

/**
 * A request hook's change (`e.next()`) and its entry, in one transaction: `descricao` gets the
 * record as saved (or as it was, for a deletion). The change is made only from what its author saw
 * (`seen`, by default what the request says: lib/mudancas.js), checked in that transaction too.
 */
function withAtividade(e, colecao, descricao, seen) {
  require(`${__hooks}/lib/mudancas.js`).changeIfUnchanged(e, seen, (tx) => {
    recordAtividade(tx, e.auth, colecao, e.record.id, descricao(e.record))
  })
}

module.exports = { authorOf, recordAtividade, withAtividade }
