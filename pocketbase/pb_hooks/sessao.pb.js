// @ts-check
// The site's check of a session, on every panel request and at login (lib/sessao.js).

routerAdd(
  "GET",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.verifySession,
  (e) => require(`${__hooks}/lib/sessao.js`).verifySession(e),
  $apis.requireAuth("cadastro_geral"),
)
