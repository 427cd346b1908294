// @ts-check
// The general assembly (docs/decisions/general-assembly.md): its draft through the record API
// (lib/assembleias-rascunho.js), every later step through PocketBase's own routes (the notice's in
// lib/assembleias-edital.js, the open assembly's in lib/assembleias-sessao.js), and, whoever saves,
// nothing of a closed assembly changes (lib/assembleias-trava.js).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/assembleias-rascunho.js`).createAssembleia(e)
}, "assembleias")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/assembleias-rascunho.js`).updateAssembleia(e)
}, "assembleias")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/assembleias-rascunho.js`).deleteAssembleia(e)
}, "assembleias")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/assembleias-rascunho.js`).prepareItem(e)
}, "assembleia_itens")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/assembleias-rascunho.js`).prepareItem(e)
}, "assembleia_itens")

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/assembleias-rascunho.js`).deleteItem(e)
}, "assembleia_itens")

onRecordUpdate((e) => {
  require(`${__hooks}/lib/assembleias-trava.js`).guardAssembleia(e)
}, "assembleias")

onRecordDelete((e) => {
  require(`${__hooks}/lib/assembleias-trava.js`).guardAssembleia(e)
}, "assembleias")

onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/assembleias-trava.js`).guardPart(e)
  },
  "assembleia_itens",
  "assembleia_associados",
)

onRecordUpdate(
  (e) => {
    require(`${__hooks}/lib/assembleias-trava.js`).guardPart(e)
  },
  "assembleia_itens",
  "assembleia_associados",
)

onRecordDelete(
  (e) => {
    require(`${__hooks}/lib/assembleias-trava.js`).guardPart(e)
  },
  "assembleia_itens",
  "assembleia_associados",
)

// The routes, each by its name in the shared table (app/domain/rotas-api.js).

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.publishAssembleia,
  (e) => require(`${__hooks}/lib/assembleias-edital.js`).publishAssembleia(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.cancelAssembleia,
  (e) => require(`${__hooks}/lib/assembleias-edital.js`).cancelAssembleia(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.openAssembleia,
  (e) => require(`${__hooks}/lib/assembleias-edital.js`).openAssembleia(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.markPresenca,
  (e) => require(`${__hooks}/lib/assembleias-sessao.js`).markPresenca(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.installAssembleia,
  (e) => require(`${__hooks}/lib/assembleias-sessao.js`).installAssembleia(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.voteItem,
  (e) => require(`${__hooks}/lib/assembleias-sessao.js`).voteItem(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.noteItem,
  (e) => require(`${__hooks}/lib/assembleias-sessao.js`).noteItem(e),
  $apis.requireAuth(),
)
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.closeAssembleia,
  (e) => require(`${__hooks}/lib/assembleias-sessao.js`).closeAssembleia(e),
  $apis.requireAuth(),
)
