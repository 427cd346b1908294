// @ts-check
// The scheduled jobs' times. With CRON_MANUAL=1 (the test PocketBases) a job keeps its name but never
// runs by itself: its day is 31 February, and it runs when a superuser asks (POST /api/crons/{job}),
// so a minute mark between a test's action and its check never changes what the check sees.

const NEVER = "0 0 31 2 *"

/** `expression` (UTC, as PocketBase's cron counts), unless the jobs run only when asked. */
function schedule(expression) {
  return $os.getenv("CRON_MANUAL") === "1" ? NEVER : expression
}

module.exports = { schedule }
