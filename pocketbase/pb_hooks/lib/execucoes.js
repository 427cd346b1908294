// @ts-check
// The daily jobs' runs (`execucoes`): when each began and ended and what it counted, so the panel
// shows the last one (docs/decisions/dues-and-pix.md#reminders-go-out-once-each). Written by the jobs
// themselves (lembretes.pb.js, retencao.pb.js), with the app: nobody writes them through the API.

/** An instant as PocketBase stores it: "2026-11-25 12:00:00.000Z". */
function storedInstant(date) {
  return date.toISOString().replace("T", " ")
}

/** Stores one run of `tarefa`, begun at `inicio` and ending now, with its `contagens`. */
function recordRun(app, tarefa, inicio, contagens) {
  const run = new Record(app.findCollectionByNameOrId("execucoes"))
  run.set("tarefa", tarefa)
  run.set("inicio", storedInstant(inicio))
  run.set("fim", storedInstant(new Date()))
  run.set("contagens", contagens)
  app.save(run)
}

module.exports = { storedInstant, recordRun }
