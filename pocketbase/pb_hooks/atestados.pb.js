// @ts-check
// Health certificates (docs/decisions/youth-school.md#health-certificates, lib/escolinha-atestados.js):
// a date recorded through the API is never after today and names who recorded it; each day at 09:00
// in São Paulo the guardians of certificates expiring within 30 days are e-mailed, once per
// certificate, the run stored with its counts (lib/execucoes.js). A superuser can run the job at
// once with POST /api/crons/atestados (the tests do).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/escolinha-atestados.js`).checkAtestado(e)
}, "atestados")

cronAdd(
  require(`${__hooks}/lib/domain.js`).domain("escolinha").TAREFA_ATESTADOS,
  require(`${__hooks}/lib/agenda.js`).schedule("0 12 * * *"),
  () => {
    const { TAREFA_ATESTADOS } = require(`${__hooks}/lib/domain.js`).domain("escolinha")
    const inicio = new Date()
    const counts = require(`${__hooks}/lib/escolinha-atestados.js`).queueAtestadoEmails($app, inicio)
    require(`${__hooks}/lib/execucoes.js`).recordRun($app, TAREFA_ATESTADOS, inicio, counts)
  },
)
