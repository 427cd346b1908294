// Response times and page weights of the public pages, on loopback, against the built site with the
// demo data (`npm run build` first). Bounded: a fixed number of requests per page, 2 at a time.
//
//   npm run bench            REQUESTS=200 npm run bench
import { spawn } from "node:child_process"
import { performance } from "node:perf_hooks"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort } from "./pocketbase.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const REQUESTS = Math.min(Number(process.env.REQUESTS ?? 100), 1000)
const CONCURRENCY = 2
// Targets for an old phone on a slow network: the server answers fast and the HTML stays small.
const TARGET_P95_MS = 150
const TARGET_HTML_KB = 60
const PAGES = [
  "/",
  "/eventos",
  "/documentos",
  "/diretoria",
  "/galeria",
  "/escolinha",
  "/contato",
  "/associar",
  "/login",
]

const dataDir = await mkdtemp(path.join(tmpdir(), "bench-"))
const [port, pbPort] = [await freePort(), await freePort()]
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs"), "--fresh"], {
  env: {
    ...process.env,
    PORT: String(port),
    PB_HTTP: `127.0.0.1:${pbPort}`,
    PB_DATA_DIR: dataDir,
    DEMO: "1",
  },
  stdio: "ignore",
})

async function waitUp() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthcheck`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error("o site não subiu em 2 minutos")
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

let failed = false
try {
  await waitUp()
  console.log(`${REQUESTS} pedidos por página, ${CONCURRENCY} simultâneos\n`)
  console.log(
    "página".padEnd(14),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "máx ms".padStart(8),
    "HTML KB".padStart(9),
  )
  for (const page of PAGES) {
    await fetch(base + page).then((r) => r.arrayBuffer()) // warm-up
    const times = []
    let bytes = 0
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++
          const start = performance.now()
          const response = await fetch(base + page, { headers: { Cookie: "visita=1" } })
          const body = await response.arrayBuffer()
          times.push(performance.now() - start)
          bytes = body.byteLength
          if (!response.ok) throw new Error(`${page}: HTTP ${response.status}`)
        }
      }),
    )
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    const kb = bytes / 1024
    const ok = p95 <= TARGET_P95_MS && kb <= TARGET_HTML_KB
    failed ||= !ok
    console.log(
      page.padEnd(14),
      percentile(times, 50).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      times.at(-1).toFixed(1).padStart(8),
      kb.toFixed(1).padStart(9),
      ok ? "" : `  acima da meta (p95 ≤ ${TARGET_P95_MS} ms, HTML ≤ ${TARGET_HTML_KB} KB)`,
    )
  }
} finally {
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("exit", resolve))
  await rm(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
