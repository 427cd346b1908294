// @ts-check
// The bank statement pays dues (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues): a
// statement imported through the API keeps who imported it and enters the activity record in the
// same transaction; the treasurer's confirmation is one route and one transaction, and the payers'
// CPFs in his statement are matched to members by another (lib/extratos.js).

onRecordCreateRequest((e) => {
  const descricao = require(`${__hooks}/lib/extratos.js`).prepareCreate(e)
  require(`${__hooks}/lib/atividades.js`).withAtividade(e, "extratos", () => descricao)
}, "extratos")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.confirmBaixas,
  (e) => require(`${__hooks}/lib/extratos.js`).confirmBaixas(e),
  $apis.requireAuth("cadastro_geral"),
)

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.findDevedoresPorCpf,
  (e) => require(`${__hooks}/lib/extratos.js`).findDevedoresPorCpf(e),
  $apis.requireAuth("cadastro_geral"),
)
