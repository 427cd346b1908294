// @ts-check
// The e-mail queue's job (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue):
// every minute it sends the next few queued e-mails (lib/envios.js) and queued dues reminders
// (lib/lembretes.js). A superuser runs it at once with POST /api/crons/envios (the tests do).

cronAdd("envios", require(`${__hooks}/lib/agenda.js`).schedule("* * * * *"), () => {
  const { ENVIOS_POR_EXECUCAO } = require(`${__hooks}/lib/domain.js`).domain("envios")
  const sent = require(`${__hooks}/lib/envios.js`).sendQueued($app, ENVIOS_POR_EXECUCAO)
  // 'Enviar lembrete a todos' (docs/decisions/dues-and-pix.md#enviar-lembrete-a-todos-goes-through-the-queue)
  // within the same run's limit, since the SMTP providers count every e-mail; findRecordsByFilter
  // reads a limit of 0 as no limit at all.
  const left = ENVIOS_POR_EXECUCAO - sent.enviado - sent.falhou
  if (left > 0) require(`${__hooks}/lib/lembretes.js`).sendQueuedReminders($app, left)
})
