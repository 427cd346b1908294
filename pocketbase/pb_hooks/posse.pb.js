// @ts-check
// 'Dar posse' (docs/decisions/elections.md#dar-posse-installs-the-elected-slate): the elected slate's
// seats, the outgoing ones ended the day before, in one step (lib/eleicoes-posse.js).

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.installSlate,
  (e) => require(`${__hooks}/lib/eleicoes-posse.js`).installSlate(e),
  $apis.requireAuth(),
)
