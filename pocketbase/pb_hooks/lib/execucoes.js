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

/**
 * The last run of `tarefa` (the latest begun): when it began and what it counted (the JSON field's
 * text parsed), or null before its first. The panel's pages show it.
 * @param {core.App} app
 * @param {string} tarefa
 * @returns {{ inicio: string, contagens: unknown } | null}
 */
function lastRun(app, tarefa) {
  const runs = arrayOf(new Record())
  app
    .recordQuery("execucoes")
    .andWhere($dbx.hashExp({ tarefa }))
    .orderBy("inicio DESC", "created DESC")
    .limit(1)
    .all(runs)
  if (runs.length === 0) return null
  const contagens = runs[0].getString("contagens")
  return { inicio: runs[0].getString("inicio"), contagens: contagens ? JSON.parse(contagens) : null }
}

module.exports = { storedInstant, recordRun, lastRun }
