// @ts-check
// Members calling an assembly (docs/decisions/elections.md#members-call-an-assembly): a request and
// its signatures change only through these routes (lib/pedidos-assembleia.js); the API rules let
// members and the board read them (lib/regras.js).

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.createPedido,
  (e) => require(`${__hooks}/lib/pedidos-assembleia.js`).createPedido(e),
  $apis.requireAuth("cadastro_geral"),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.signPedido,
  (e) => require(`${__hooks}/lib/pedidos-assembleia.js`).signPedido(e),
  $apis.requireAuth("cadastro_geral"),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.withdrawSignature,
  (e) => require(`${__hooks}/lib/pedidos-assembleia.js`).withdrawSignature(e),
  $apis.requireAuth("cadastro_geral"),
)
