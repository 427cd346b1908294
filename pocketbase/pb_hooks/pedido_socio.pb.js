// @ts-check
// Membership requests on the server: every write keeps the search key and the decision's date; a request that becomes
// aprovado has its member, in the same transaction, whichever door the change came through; the
// president's decisions go through one route; edits and deletions enter the activity record; the
// president's reads say which requests' e-mails already have an account.

// The e-mail is stored folded before anything reads it
// (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail).
onRecordCreate((e) => {
  require(`${__hooks}/lib/contas.js`).foldEmailField(e.record)
  e.next()
}, "pedido_socio")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/contas.js`).foldEmailField(e.record)
  e.next()
}, "pedido_socio")

onRecordCreate((e) => {
  const lib = require(`${__hooks}/lib/pedido-socio.js`)
  lib.setSearchKey(e.record)
  lib.stampDecision(e.record)
  e.next()
}, "pedido_socio")

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/pedido-socio.js`)
  lib.setSearchKey(e.record)
  lib.stampDecision(e.record)
  const record = /** @type {core.Record} */ (e.record)
  const approving =
    record.getString("status") === "aprovado" && record.original().getString("status") !== "aprovado"
  if (!approving) {
    e.next()
    return
  }
  // All or nothing: the account, the member and the request's new status.
  e.app.runInTransaction((tx) => {
    lib.makeMember(tx, lib.personOfPedido(record))
    e.app = tx
    e.next()
  })
}, "pedido_socio")

// The president sees, before deciding, that a request's e-mail already has an account.
onRecordEnrich((e) => {
  require(`${__hooks}/lib/pedido-socio.js`).showContaExistente(e)
  e.next()
}, "pedido_socio")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.decidePedidoSocio,
  (e) => require(`${__hooks}/lib/pedido-socio.js`).decidePedidoSocio(e),
  $apis.requireAuth("cadastro_geral"),
)

onRecordUpdateRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "pedido_socio", (pedido) => describe("pedido_editado", { nome: pedido.getString("nome") }))
}, "pedido_socio")

onRecordDeleteRequest((e) => {
  const { describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "pedido_socio", (pedido) =>
    describe("pedido_excluido", { nome: pedido.getString("nome") }),
  )
}, "pedido_socio")
