// @ts-check
// The member's card and the receipts anyone can check (docs/decisions/member-card-and-receipts.md):
// every account has a card code from its creation, whatever its door; the member renews it; the
// public checks of a card and of a receipt answer anyone, counted per visitor by PocketBase's own
// limiter (migration 1796800000). A receipt follows its due's payment in mensalidades.pb.js.

onRecordCreate((e) => {
  require(`${__hooks}/lib/carteirinha.js`).giveToken(/** @type {core.Record} */ (e.record))
  e.next()
}, "cadastro_geral")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.newCarteirinhaToken,
  (e) => require(`${__hooks}/lib/carteirinha.js`).renewToken(e),
  $apis.requireAuth("cadastro_geral"),
)

routerAdd("GET", require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.verifyCarteirinha, (e) =>
  require(`${__hooks}/lib/carteirinha.js`).answerCarteirinha(e),
)

routerAdd("GET", require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.verifyRecibo, (e) =>
  require(`${__hooks}/lib/recibos.js`).answerRecibo(e),
)

// A new member gets the next member number, read and written in one transaction: PocketBase writes
// one transaction at a time, so two members created at once never read the same highest number (a
// read outside it would run beside another save). The unique index holds it whatever happens.
onRecordCreate((e) => {
  const app = e.app
  app.runInTransaction((tx) => {
    require(`${__hooks}/lib/carteirinha.js`).giveNumero(tx, /** @type {core.Record} */ (e.record))
    e.app = tx
    e.next()
  })
  e.app = app
}, "associados")
