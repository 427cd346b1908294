// @ts-check
// The year's accounts and the fiscal council's opinion on them (lib/prestacao-de-contas.js): the
// sums every member may read, and each opinion recorded or changed with the council's names, its
// author and its activity entry, in one transaction.

routerAdd(
  "GET",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.prestacaoDeContas,
  (e) => require(`${__hooks}/lib/prestacao-de-contas.js`).answerAccounts(e),
  $apis.requireAuth("cadastro_geral"),
)

onRecordCreateRequest((e) => {
  const descricao = require(`${__hooks}/lib/prestacao-de-contas.js`).prepareParecer(e)
  require(`${__hooks}/lib/atividades.js`).withAtividade(e, "pareceres", () => descricao)
}, "pareceres")

onRecordUpdateRequest((e) => {
  const descricao = require(`${__hooks}/lib/prestacao-de-contas.js`).prepareParecer(e)
  const { changesOf, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  withAtividade(e, "pareceres", () => descricao, undefined, changesOf(e.record, ["resultado", "texto"]))
}, "pareceres")
