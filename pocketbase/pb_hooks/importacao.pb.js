// @ts-check
// Members move in from a spreadsheet (lib/importacao.js): a draft import's rows checked by
// PocketBase when it is stored, and 'Importar' as one route and one transaction.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/importacao.js`).prepareCreate(e)
  e.next()
}, "importacoes")

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.importRows,
  (e) => require(`${__hooks}/lib/importacao.js`).importRows(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)
