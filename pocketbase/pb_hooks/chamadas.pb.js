// @ts-check
// A class's roll (docs/decisions/youth-school.md#classes-and-the-roll): nobody writes `chamadas`
// through the API; the roll is this route, which checks who asks and replaces the day's rows in one
// transaction (lib/escolinha-chamada.js).

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.saveChamada,
  (e) => require(`${__hooks}/lib/escolinha-chamada.js`).saveChamada(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)
