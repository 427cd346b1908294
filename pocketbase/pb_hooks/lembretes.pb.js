// @ts-check
// Dues reminders by e-mail (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): the daily
// run at 09:00 in São Paulo (PocketBase's cron counts in UTC; São Paulo keeps UTC-3 all year) and
// the financial director's 'Enviar lembrete' and 'Enviar lembrete a todos' (a member turning reminders off or on is a handler of
// cadastro_geral.pb.js). A superuser can run the job at once with POST /api/crons/lembretes (the
// tests do).

cronAdd("lembretes", require(`${__hooks}/lib/agenda.js`).schedule("0 12 * * *"), () => {
  require(`${__hooks}/lib/lembretes.js`).runReminders($app, new Date())
})

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.sendReminderNow,
  (e) => require(`${__hooks}/lib/lembretes-manual.js`).sendNow(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.queueReminders,
  (e) => require(`${__hooks}/lib/lembretes-manual.js`).queueAll(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)
