// Starts the site. With POCKETBASE_URL unset it first runs the embedded PocketBase (creating the
// superuser, applying the migrations, loading the demo data when DEMO=1 into a database with no
// records of its own), then the Remix server.
//
//   node scripts/start.mjs           production server from ./build (npm start builds it first)
//   node scripts/start.mjs --dev     Vite dev server with hot reload
//   node scripts/start.mjs --fresh   wipes PB_DATA_DIR, SITE_DATA_DIR and the demo's mail folder first
//                                    (throwaway test servers only)
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { rm } from "node:fs/promises"
import path from "node:path"
import {
  DEFAULT_HOST,
  DEFAULT_PB_HTTP,
  DEFAULT_PB_SUPERUSER_EMAIL,
  DEFAULT_PORT,
  DEFAULT_SITE_DATA_DIR,
  DEV_SESSION_SECRET,
  EXAMPLE_SUPERUSER_PASSWORD,
  demoEmailsDir,
  siteNodeFlags,
} from "../config/defaults.mjs"
import { ROOT, ensurePocketBase, startPocketBase } from "./pocketbase.mjs"
import { supervise } from "./supervise.mjs"

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
// The site's own state kept across restarts (sessions, login limits) lives beside PocketBase's
// data: data/site by default, `<PB_DATA_DIR>-site` beside another folder (two servers never share it).
const siteDataDir = path.resolve(
  ROOT,
  env.SITE_DATA_DIR || (env.PB_DATA_DIR ? `${path.resolve(env.PB_DATA_DIR)}-site` : DEFAULT_SITE_DATA_DIR),
)
if (args.has("--fresh")) await rm(siteDataDir, { recursive: true, force: true })
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
  // The demo without SMTP writes its e-mails to a folder (the login codes of its board accounts);
  // anything else never does, whatever the environment says.
  const emailsDir = demoEmailsDir(env, { demo, root: ROOT })
  if (args.has("--fresh")) {
    await rm(dataDir, { recursive: true, force: true })
    if (emailsDir) await rm(emailsDir, { recursive: true, force: true })
  }
  const superuserEmail = env.PB_SUPERUSER_EMAIL || DEFAULT_PB_SUPERUSER_EMAIL
  const superuserPassword = env.PB_SUPERUSER_PASSWORD || EXAMPLE_SUPERUSER_PASSWORD
  const pocketbaseOptions = {
    dataDir,
    http: env.PB_HTTP || DEFAULT_PB_HTTP,
    superuserEmail,
    superuserPassword,
    env: { ...env, APP_URL: appUrl, DEMO_EMAILS_DIR: emailsDir },
  }
  let pocketbase
  try {
    pocketbase = await startPocketBase({ bin: await ensurePocketBase(), ...pocketbaseOptions })
  } catch (error) {
    fail(`PocketBase não iniciou: ${error instanceof Error ? error.message : error}`)
  }
  // A PocketBase that dies is started again while the site answers with its outage pages.
  children.push(
    supervise({
      name: "PocketBase",
      first: pocketbase,
      start: async () => startPocketBase({ bin: await ensurePocketBase(), ...pocketbaseOptions }),
    }),
  )
  pocketbaseUrl = pocketbase.url
  console.log(
    `PocketBase em ${pocketbaseUrl} (painel de administração: ${pocketbaseUrl}/_/), dados em ${dataDir}`,
  )
  if (emailsDir) console.log(`Sem SMTP: os e-mails da demonstração ficam em ${emailsDir}`)

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
  : [...siteNodeFlags(env.SITE_HEAP_MB || undefined), path.join(ROOT, "server", "index.mjs"), serverBuild]
const siteEnv = {
  ...env,
  NODE_ENV: dev ? "development" : "production",
  PORT: port,
  HOST: host,
  APP_URL: appUrl,
  POCKETBASE_URL: pocketbaseUrl,
  SESSION_SECRET: env.SESSION_SECRET || DEV_SESSION_SECRET,
  SITE_DATA_DIR: siteDataDir,
}
function startSite() {
  const site = spawn(process.execPath, command, { cwd: ROOT, stdio: "inherit", env: siteEnv })
  const stop = () =>
    new Promise((resolve) => {
      if (site.exitCode !== null || site.signalCode !== null) return resolve(undefined)
      site.once("exit", () => resolve(undefined))
      site.kill("SIGTERM")
    })
  return { process: site, stop }
}
// A site that dies (out of memory, a crash) is started again with the same backoff; PocketBase
// keeps running. Only SIGTERM/SIGINT stop both (docs/decisions/server-and-operation.md#outages).
children.push(supervise({ name: "Site", first: startSite(), start: async () => startSite() }))
console.log(`Site em ${appUrl}`)
