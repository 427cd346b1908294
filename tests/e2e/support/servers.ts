// The two sites the browser tests run against: one with the demo data, one with an empty database
// (for the empty states), and the loopback SMTP server their PocketBase sends mail to.
//
// Ports are picked free once, when playwright.config.ts is first evaluated in the main Playwright
// process, and handed to the workers (and to the web servers) through E2E_RUN, so every process
// agrees on them and two runs on one machine never collide.
import { execFileSync } from "node:child_process"
import { tmpdir } from "node:os"
import path from "node:path"
import { DEMO_PASSWORD } from "../../support/accounts"

type Run = { ports: number[]; root: string }

// Holds all the ports at once while picking them, so they are distinct; synchronous because the
// config is evaluated synchronously.
const PICK_PORTS = `
const net = require("node:net")
const servers = Array.from({ length: 5 }, () => net.createServer())
Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, "127.0.0.1", ok)))).then(() => {
  console.log(JSON.stringify(servers.map((s) => s.address().port)))
  servers.forEach((s) => s.close())
})`

function currentRun(): Run {
  const inherited = process.env.E2E_RUN
  if (inherited) return JSON.parse(inherited) as Run
  const ports = JSON.parse(
    execFileSync(process.execPath, ["-e", PICK_PORTS], { encoding: "utf8" }),
  ) as number[]
  const run: Run = { ports, root: path.join(tmpdir(), `associacao-e2e-${ports[0]}`) }
  process.env.E2E_RUN = JSON.stringify(run)
  return run
}

const run = currentRun()
const [demoPort, demoPbPort, vazioPort, vazioPbPort, smtpPort] = run.ports as [
  number,
  number,
  number,
  number,
  number,
]

export type E2ESite = { port: number; pbPort: number; url: string; pbUrl: string; dataDir: string }

const site = (port: number, pbPort: number, name: string): E2ESite => ({
  port,
  pbPort,
  url: `http://127.0.0.1:${port}`,
  pbUrl: `http://127.0.0.1:${pbPort}`,
  dataDir: path.join(run.root, name),
})

export const E2E = {
  demo: site(demoPort, demoPbPort, "demo"),
  vazio: site(vazioPort, vazioPbPort, "vazio"),
  superuser: { email: "admin@exemplo.org", password: "senha-dos-testes-e2e-123" },
  smtpPort,
  /** This run's own folder: the sites' data and the received mail. */
  root: run.root,
  demoPassword: DEMO_PASSWORD,
} as const
