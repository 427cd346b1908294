// Lighthouse (12.8, mobile: a mid-range phone on a slow 4G network, simulated) against the site of
// bench-site.mjs, with the system's Chromium: the median of 3 runs for the home page, the events,
// the membership form, the logged-in dashboard and an event's page opened cold (no cookie, as from a
// link shared in the members' group), whose LCP must stay at most 1.0 s
// (docs/decisions/scripts-and-hydration.md#the-splash-needs-no-javascript): over it, the run fails.
// One table, and JSON in bench-results/.
//
//   npm run build && npm run bench:lighthouse
import { spawn } from "node:child_process"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import lighthouse from "lighthouse"
import { startBenchSite } from "./bench-site.mjs"
import { systemChromium } from "./browser.mjs"
import { freePort } from "./pocketbase.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const RUNS = 3
// The system Chromium the browser tests use (CHROMIUM_PATH, or the first of those installed).
const CHROMIUM = systemChromium() ?? "/usr/bin/chromium"
const PAGES = [
  { page: "/", label: "/" },
  { page: "/eventos", label: "/eventos" },
  { page: "/associar", label: "/associar" },
  { page: "/painel", label: "/painel (logado)", loggedIn: true },
  // The first event the agenda links to; no cookie at all.
  { page: "evento", label: "/eventos/{id} (a frio)", cold: true, maxLcpMs: 1000 },
]

/** The address of the first event's page the agenda links to. */
async function eventPage(base) {
  const html = await (await fetch(`${base}/eventos`, { headers: { cookie: "visita=1" } })).text()
  const id = /href="\/eventos\/([a-z0-9]{15})"/.exec(html)?.[1]
  if (!id) throw new Error("a agenda não tem evento")
  return `/eventos/${id}`
}

async function startChromium() {
  const port = await freePort()
  const profile = await mkdtemp(path.join(tmpdir(), "lighthouse-"))
  // The flags that keep Chromium off a closed network and quick to start.
  const chromium = spawn(
    CHROMIUM,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "about:blank",
    ],
    { stdio: "ignore" },
  )
  const deadline = Date.now() + 30_000
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`o Chromium (${CHROMIUM}) não abriu`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    port,
    async stop() {
      chromium.kill("SIGKILL")
      await rm(profile, { recursive: true, force: true })
    },
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const site = await startBenchSite()
const chromium = await startChromium()
const rows = []
try {
  const cookie = `visita=1; ${await site.logIn()}`
  for (const { page, label, loggedIn, cold, maxLcpMs } of PAGES) {
    const address = page === "evento" ? await eventPage(site.base) : page
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${site.base}${address}`, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // The first visit's splash is part of the page only once; a session for the panel.
        extraHeaders: cold ? {} : { Cookie: loggedIn ? cookie : "visita=1" },
      })
      const { audits, categories } = result.lhr
      runs.push({
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        desempenho: categories.performance.score,
        acessibilidade: categories.accessibility.score,
        boasPraticas: categories["best-practices"].score,
        seo: categories.seo.score,
      })
    }
    const row = { pagina: label, ...(maxLcpMs ? { lcpMaximo: maxLcpMs } : {}) }
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]))
    rows.push(row)
  }
} finally {
  await chromium.stop()
  await site.stop()
}

console.log(`\nLighthouse 12.8, mobile, mediana de ${RUNS}\n`)
console.log("| página | LCP s | TBT ms | CLS | desempenho | acessibilidade | boas práticas | SEO |")
console.log("|---|---|---|---|---|---|---|---|")
for (const r of rows) {
  console.log(
    `| ${r.pagina} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.desempenho} | ${r.acessibilidade} | ${r.boasPraticas} | ${r.seo} |`,
  )
}
for (const r of rows.filter((r) => r.lcpMaximo && r.lcp > r.lcpMaximo)) {
  console.error(`${r.pagina}: LCP de ${(r.lcp / 1000).toFixed(2)} s, acima de ${r.lcpMaximo / 1000} s.`)
  process.exitCode = 1
}
await mkdir(path.join(ROOT, "bench-results"), { recursive: true })
const file = path.join(ROOT, "bench-results", `lighthouse-${Date.now()}.json`)
await writeFile(
  file,
  JSON.stringify({ quando: new Date().toISOString(), execucoes: RUNS, paginas: rows }, null, 2),
)
console.log(`\n${path.relative(ROOT, file)}`)
