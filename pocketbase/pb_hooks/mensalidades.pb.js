// @ts-check
// Dues on the server (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues): a payment confirmed or undone keeps
// who, when and how, and enters the activity record in the same transaction, as do an exemption
// and its undo (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed) and a change of a due's
// amount; a paid or exempt due changes only by its undo; a single due launched through the API is
// recorded too; launching a month is one route and one transaction. A change
// carrying what its author saw (the status they read) is made only from it (lib/mudancas.js).

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/lib/mensalidades.js`)
  const atividade = lib.prepareUpdate(e)
  if (!atividade) {
    require(`${__hooks}/lib/mudancas.js`).changeIfUnchanged(e)
    return
  }
  require(`${__hooks}/lib/atividades.js`).withAtividade(
    e,
    "mensalidades",
    () => atividade.descricao(e.app),
    undefined,
    atividade.alteracoes,
  )
}, "mensalidades")

// Every save of a due, whatever its door, in a transaction that first reads the due as stored: a
// paid or exempt one changes only by its undo, an exempt one has its reason (lib/mensalidades.js).
// A due that becomes paid gets its receipt code, and an undone payment cancels it, in the same
// transaction (lib/recibos.js).
onRecordUpdate((e) => {
  const app = e.app
  app.runInTransaction((tx) => {
    const antes = require(`${__hooks}/lib/mensalidades.js`).refuseSettledChange(tx, e.record)
    e.app = tx
    e.next()
    require(`${__hooks}/lib/recibos.js`).followPayment(tx, /** @type {core.Record} */ (e.record), antes)
  })
  e.app = app
}, "mensalidades")

// A due created exempt, whatever its door, has its reason (lib/mensalidades-isencao.js); one created
// paid gets its receipt code with it.
onRecordCreate((e) => {
  require(`${__hooks}/lib/mensalidades-isencao.js`).requireMotivo(e.record)
  const app = e.app
  app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    require(`${__hooks}/lib/recibos.js`).followPayment(tx, /** @type {core.Record} */ (e.record), "")
  })
  e.app = app
}, "mensalidades")

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/mensalidades.js`)
  require(`${__hooks}/lib/atividades.js`).withAtividade(e, "mensalidades", (record) =>
    lib.describeMensalidade(e.app, "mensalidade_lancada", record),
  )
}, "mensalidades")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.launchMonth,
  (e) => require(`${__hooks}/lib/mensalidades.js`).launchMonth(e),
  $apis.requireAuth("cadastro_geral"),
)
