// Keeps one of the start script's processes running (PocketBase, the site): one that dies is started
// again while the other keeps serving, after 1 s, then twice as long after each failure up to a
// minute; a minute up forgets the failures. Only stop() (SIGTERM/SIGINT) ends it for good.

/**
 * @typedef {{ process: import("node:child_process").ChildProcess, stop: () => Promise<unknown> }} Running
 * @param {{ name: string, first: Running, start: () => Promise<Running> }} options
 *   `name` as the log says it ("PocketBase", "Site"), the process already started, how to start it again
 * @returns {{ stop: () => Promise<unknown> }}
 */
export function supervise({ name, first, start }) {
  let current = first
  let restartTimer = null
  let failures = 0
  let stopped = false

  const scheduleRestart = (reason) => {
    const delay = Math.min(1000 * 2 ** failures, 60_000)
    failures += 1
    console.error(`${reason}; reiniciando em ${delay / 1000} s.`)
    restartTimer = setTimeout(async () => {
      restartTimer = null
      try {
        current = await start()
      } catch (error) {
        scheduleRestart(`${name} não reiniciou: ${error instanceof Error ? error.message : error}`)
        return
      }
      if (stopped) return current.stop()
      console.error(`${name} reiniciado.`)
      watch(current)
    }, delay)
  }
  const watch = (running) => {
    const startedAt = Date.now()
    running.process.once("exit", (code, signal) => {
      if (stopped) return
      if (Date.now() - startedAt > 60_000) failures = 0
      scheduleRestart(`${name} parou (${signal ?? `código ${code}`})`)
    })
  }
  watch(first)

  return {
    stop() {
      stopped = true
      clearTimeout(restartTimer)
      return current.stop()
    },
  }
}
