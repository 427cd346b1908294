// Lighthouse (12.8, mobile: a mid-range phone on a slow 4G network, simulated) against the site of
// bench-site.mjs, with the system's Chromium: the median of 3 runs for every public page (the site's
// menus, /eventos and /galeria among them), the logged-in dashboard and an event's page opened cold
// (no cookie, as from a link shared in the members' group). Each page's LCP must stay at most 1.0 s
// (docs/decisions/caching-and-compression.md#compression-and-measuring): the table says 'ok' or
// 'acima' beside it, and a page above fails the run. One table, and JSON in bench-results/.
//
//   npm run build && npm run bench:lighthouse [-- /eventos /galeria]   (only those pages)
import { spawn } from "node:child_process"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import lighthouse from "lighthouse"
import { PAGINAS_PUBLICAS } from "../config/paginas-publicas.mjs"
import { startBenchSite } from "./bench-site.mjs"
import { systemChromium } from "./browser.mjs"
import { freePort } from "./pocketbase.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const RUNS = 3
// The system Chromium the browser tests use (CHROMIUM_PATH, or the first of those installed).
const CHROMIUM = systemChromium() ?? "/usr/bin/chromium"
// The largest contentful paint every page must reach by, median of the runs.
const MAX_LCP_MS = 1000
const ONLY = process.argv.slice(2)
const ALL_PAGES = [
  ...PAGINAS_PUBLICAS.map((page) => ({ page, label: page })),
  { page: "/painel", label: "/painel (logado)", loggedIn: true },
  // The first event the agenda links to; no cookie at all.
  { page: "evento", label: "/eventos/{id} (a frio)", cold: true },
]
const PAGES = ONLY.length
  ? ALL_PAGES.filter(({ page, label }) => ONLY.includes(page) || ONLY.includes(label))
  : ALL_PAGES

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
    // A group of its own: the system's chromium may be a shell script, whose child is the browser.
    { stdio: "ignore", detached: true },
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
      process.kill(-chromium.pid, "SIGKILL")
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
  for (const { page, label, loggedIn, cold } of PAGES) {
    const address = page === "evento" ? await eventPage(site.base) : page
    const runs = []
    const elements = []
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
      // What the paint was, and where its time went (document, resource's wait and load, render).
      const [element, phases] = audits["largest-contentful-paint-element"]?.details?.items ?? []
      elements.push({
        elemento: element?.items?.[0]?.node?.snippet ?? null,
        fases: Object.fromEntries((phases?.items ?? []).map((f) => [f.phase, Math.round(f.timing)])),
      })
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
    const row = { pagina: label }
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]))
    // The median run's element and phases.
    row.lcpElemento = elements[runs.findIndex((run) => run.lcp === row.lcp)]
    rows.push(row)
  }
} finally {
  await chromium.stop()
  await site.stop()
}

const limit = `${(MAX_LCP_MS / 1000).toFixed(1)} s`
console.log(`\nLighthouse 12.8, mobile, mediana de ${RUNS}; LCP de no máximo ${limit}\n`)
console.log(
  "| página | LCP s | LCP ≤ " +
    limit +
    " | TBT ms | CLS | desempenho | acessibilidade | boas práticas | SEO |",
)
console.log("|---|---|---|---|---|---|---|---|---|")
for (const r of rows) {
  r.lcpOk = r.lcp <= MAX_LCP_MS
  console.log(
    `| ${r.pagina} | ${(r.lcp / 1000).toFixed(2)} | ${r.lcpOk ? "ok" : "acima"} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.desempenho} | ${r.acessibilidade} | ${r.boasPraticas} | ${r.seo} |`,
  )
}
for (const r of rows.filter((r) => !r.lcpOk)) {
  console.error(`${r.pagina}: LCP de ${(r.lcp / 1000).toFixed(2)} s, acima de ${limit}.`)
  process.exitCode = 1
}
await mkdir(path.join(ROOT, "bench-results"), { recursive: true })
const file = path.join(ROOT, "bench-results", `lighthouse-${Date.now()}.json`)
await writeFile(
  file,
  JSON.stringify(
    { quando: new Date().toISOString(), execucoes: RUNS, lcpMaximo: MAX_LCP_MS, paginas: rows },
    null,
    2,
  ),
)
console.log(`\n${path.relative(ROOT, file)}`)
