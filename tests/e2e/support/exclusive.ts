// A stretch of a test that no other worker may run at the same moment: the js and no-js projects run
// the same spec side by side on the same demo site, so a count taken around one tap (how many
// reminders 'Enviar lembrete a todos' queued) is that tap's only while the other project's waits.
// The lock is a folder in this run's own directory (E2E.root): mkdir either makes it or finds it.
import { mkdir, rm } from "node:fs/promises"
import path from "node:path"
import { E2E } from "./servers"

/** Runs `run` while holding the run-wide lock `name`, waiting up to `timeoutMs` for it. */
export async function exclusive<T>(name: string, run: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const lock = path.join(E2E.root, `lock-${name}`)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      if (Date.now() > deadline) throw new Error(`The lock ${name} was held for over ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await run()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}
