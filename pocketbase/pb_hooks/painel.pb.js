// @ts-check
// A panel page's session and data in one question (lib/painel.js).

routerAdd(
  "GET",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.panelPage,
  (e) => require(`${__hooks}/lib/painel.js`).answerPanelPage(e),
  $apis.requireAuth("cadastro_geral"),
)
