// @ts-check
// Elections by secret ballot (docs/decisions/elections.md): an election item's slates (lib/eleicoes-chapas.js),
// its vote and ballots (lib/eleicoes-voto.js) and its count (lib/eleicoes-apuracao.js), each through
// PocketBase's own routes; whoever saves, nothing of a closed assembly's election changes
// (lib/assembleias-trava.js). The ballots' table has no collection, so no API reaches it.

onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/assembleias-trava.js`).guardEleicaoPart(e)
  },
  "chapas",
  "chapa_cargos",
  "assembleia_votantes",
)

onRecordUpdate(
  (e) => {
    require(`${__hooks}/lib/assembleias-trava.js`).guardEleicaoPart(e)
  },
  "chapas",
  "chapa_cargos",
  "assembleia_votantes",
)

onRecordDelete(
  (e) => {
    require(`${__hooks}/lib/assembleias-trava.js`).guardEleicaoPart(e)
  },
  "chapas",
  "chapa_cargos",
  "assembleia_votantes",
)

// The routes, each by its name in the shared table (app/domain/rotas-api.js).

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.registerChapa,
  (e) => require(`${__hooks}/lib/eleicoes-chapas.js`).registerChapa(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.removeChapa,
  (e) => require(`${__hooks}/lib/eleicoes-chapas.js`).removeChapa(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.openVoting,
  (e) => require(`${__hooks}/lib/eleicoes-voto.js`).openVoting(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.castVote,
  (e) => require(`${__hooks}/lib/eleicoes-voto.js`).castVote(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.closeVoting,
  (e) => require(`${__hooks}/lib/eleicoes-apuracao.js`).closeVoting(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.breakTie,
  (e) => require(`${__hooks}/lib/eleicoes-apuracao.js`).breakTie(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.newRound,
  (e) => require(`${__hooks}/lib/eleicoes-apuracao.js`).newRound(e),
  $apis.requireAuth(),
)
// The result page's read, public as the notice is: no count before the vote closes, no voter ever.
routerAdd("GET", require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.readResultado, (e) =>
  require(`${__hooks}/lib/eleicoes-resultado.js`).answerResultado(e),
)
