// Starts the site. With POCKETBASE_URL unset it first runs the embedded PocketBase (creating the
// superuser, applying the migrations, loading the demo data when DEMO=1 into a database with no
// records of its own), then the Remix server.
//
//   node scripts/start.mjs           production server from ./build (npm start builds it first)
//   node scripts/start.mjs --dev     Vite dev server with hot reload
//   node scripts/start.mjs --fresh   wipes PB_DATA_DIR first (throwaway test servers only)
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { rm } from "node:fs/promises"
import path from "node:path"
import {
  DEFAULT_HOST,
  DEFAULT_PB_HTTP,
  DEFAULT_PB_SUPERUSER_EMAIL,
  DEFAULT_PORT,
  DEV_SESSION_SECRET,
  EXAMPLE_SUPERUSER_PASSWORD,
} from "../config/defaults.mjs"
import { ROOT, ensurePocketBase, startPocketBase } from "./pocketbase.mjs"

const args = new Set(process.argv.slice(2))
const dev = args.has("--dev")
const env = process.env
const production = env.NODE_ENV === "production"

const fail = (message) => {
  console.error(message)
  process.exit(1)
}

if (production && !dev) {
  if (!env.SESSION_SECRET)
    fail("Recusado: defina SESSION_SECRET (um segredo longo e aleatório) para produção.")
  if (
    !env.POCKETBASE_URL &&
    (env.PB_SUPERUSER_PASSWORD ?? EXAMPLE_SUPERUSER_PASSWORD) === EXAMPLE_SUPERUSER_PASSWORD
  )
    fail("Recusado: defina PB_SUPERUSER_PASSWORD com uma senha sua, não a do exemplo, para produção.")
}

const port = env.PORT || DEFAULT_PORT
const host = env.HOST || DEFAULT_HOST
const appUrl = env.APP_URL || `http://localhost:${port}`
const demo = (env.DEMO ?? (production ? "0" : "1")) === "1"
const children = []
let stopping = false

async function stopAll(code) {
  if (stopping) return
  stopping = true
  // The site first, so no request reaches a stopped PocketBase; then PocketBase.
  for (const child of [...children].reverse()) await child.stop()
  process.exit(code)
}
process.on("SIGINT", () => stopAll(0))
process.on("SIGTERM", () => stopAll(0))

let pocketbaseUrl = env.POCKETBASE_URL
if (!pocketbaseUrl) {
  const dataDir = path.resolve(env.PB_DATA_DIR || path.join(ROOT, "data", "pb_data"))
  if (args.has("--fresh")) await rm(dataDir, { recursive: true, force: true })
  const superuserEmail = env.PB_SUPERUSER_EMAIL || DEFAULT_PB_SUPERUSER_EMAIL
  const superuserPassword = env.PB_SUPERUSER_PASSWORD || EXAMPLE_SUPERUSER_PASSWORD
  const pocketbaseOptions = {
    dataDir,
    http: env.PB_HTTP || DEFAULT_PB_HTTP,
    superuserEmail,
    superuserPassword,
    env: { ...env, APP_URL: appUrl },
  }
  let pocketbase
  try {
    pocketbase = await startPocketBase({ bin: await ensurePocketBase(), ...pocketbaseOptions })
  } catch (error) {
    fail(`PocketBase não iniciou: ${error instanceof Error ? error.message : error}`)
  }
  // A PocketBase that dies is started again while the site answers with its outage pages: after
  // 1 s, then twice as long after each failure up to a minute; a minute up forgets the failures.
  let current = pocketbase
  let restartTimer = null
  let failures = 0
  const scheduleRestart = (reason) => {
    const delay = Math.min(1000 * 2 ** failures, 60_000)
    failures += 1
    console.error(`${reason}; reiniciando em ${delay / 1000} s.`)
    restartTimer = setTimeout(async () => {
      restartTimer = null
      try {
        current = await startPocketBase({ bin: await ensurePocketBase(), ...pocketbaseOptions })
      } catch (error) {
        scheduleRestart(`PocketBase não reiniciou: ${error instanceof Error ? error.message : error}`)
        return
      }
      if (stopping) return current.stop()
      console.error("PocketBase reiniciado.")
      watch(current)
    }, delay)
  }
  const watch = (running) => {
    const startedAt = Date.now()
    running.process.once("exit", (code, signal) => {
      if (stopping) return
      if (Date.now() - startedAt > 60_000) failures = 0
      scheduleRestart(`PocketBase parou (${signal ?? `código ${code}`})`)
    })
  }
  watch(pocketbase)
  children.push({
    stop: () => {
      clearTimeout(restartTimer)
      return current.stop()
    },
  })
  pocketbaseUrl = pocketbase.url
  console.log(
    `PocketBase em ${pocketbaseUrl} (painel de administração: ${pocketbaseUrl}/_/), dados em ${dataDir}`,
  )

  if (demo) {
    const { seedDemo } = await import("../pocketbase/seed/seed.mjs")
    try {
      const { seeded, reason } = await seedDemo({
        url: pocketbaseUrl,
        superuserEmail,
        superuserPassword,
        dataDir,
      })
      console.log(
        seeded ? "Dados de demonstração carregados." : `Dados de demonstração não carregados: ${reason}.`,
      )
    } catch (error) {
      console.error(
        `Falha ao carregar os dados de demonstração: ${error instanceof Error ? error.message : error}`,
      )
      await stopAll(1)
    }
  }
}

const serverBuild = path.resolve(ROOT, env.BUILD_DIR || "build", "server", "index.js")
if (!dev && !existsSync(serverBuild)) {
  console.error("O site não foi compilado: rode `npm run build` (ou `npm start`, que compila antes).")
  await stopAll(1)
}

const command = dev
  ? [
      path.join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js"),
      "vite:dev",
      "--host",
      host,
      "--port",
      port,
    ]
  : [
      // Bounded memory on a small machine: the heap is capped (the caches inside are bounded too),
      // and the young generation kept small, which is most of what grows under load.
      `--max-old-space-size=${env.SITE_HEAP_MB || 160}`,
      "--max-semi-space-size=8",
      path.join(ROOT, "server", "index.mjs"),
      serverBuild,
    ]
const site = spawn(process.execPath, command, {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...env,
    NODE_ENV: dev ? "development" : "production",
    PORT: port,
    HOST: host,
    APP_URL: appUrl,
    POCKETBASE_URL: pocketbaseUrl,
    SESSION_SECRET: env.SESSION_SECRET || DEV_SESSION_SECRET,
  },
})
children.push({
  stop: () =>
    new Promise((resolve) => {
      if (site.exitCode !== null || site.signalCode !== null) return resolve(undefined)
      site.once("exit", () => resolve(undefined))
      site.kill("SIGTERM")
    }),
})
site.on("exit", (code) => {
  if (!stopping) stopAll(code ?? 1)
})
console.log(`Site em ${appUrl}`)
