// The site's check of a session, on every panel request and at login (lib/sessao.js).

routerAdd(
  "GET",
  "/api/associacao/sessao",
  (e) => require(`${__hooks}/lib/sessao.js`).verifySession(e),
  $apis.requireAuth("cadastro_geral"),
)
