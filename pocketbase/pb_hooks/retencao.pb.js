// @ts-check
// The daily purge of personal data past its retention (lib/retencao.js): at 03:30 in São Paulo, each
// run stored with its counts (lib/execucoes.js).
// A superuser can run it at once with POST /api/crons/retencao (the tests do).

cronAdd("retencao", require(`${__hooks}/lib/agenda.js`).schedule("30 6 * * *"), () => {
  const { TAREFA_RETENCAO } = require(`${__hooks}/lib/domain.js`).domain("lgpd")
  const inicio = new Date()
  const counts = require(`${__hooks}/lib/retencao.js`).purge($app, inicio)
  require(`${__hooks}/lib/execucoes.js`).recordRun($app, TAREFA_RETENCAO, inicio, counts)
})
