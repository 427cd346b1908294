// The daily purge of personal data past its retention (lib/retencao.js): at 03:30 in São Paulo.
// A superuser can run it at once with POST /api/crons/retencao (the tests do).

cronAdd("retencao", "30 6 * * *", () => {
  require(`${__hooks}/lib/retencao.js`).purge($app, new Date())
})
