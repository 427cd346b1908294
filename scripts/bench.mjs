// The site's benchmark, on loopback (docs/decisions/caching-and-compression.md#compression-and-measuring), against the site of
// bench-site.mjs (production build, demo data). For each public page, a small static file
// (the ceiling) and the logged-in dashboard: requests per second with autocannon (16 connections,
// gzip), p50 and p99, the ratio to the ceiling, and the compressed bytes of HTML, CSS and JavaScript
// (brotli, what current browsers get over HTTPS, and gzip);
// then 300 contact messages posted as fast as they are answered, each accepted one stored once; a
// 1,000-row members' import (bench-importacao.mjs: the preview and 'Importar', each under 10 s);
// a bank statement of 20,000 transactions (bench-extrato.mjs: imported and opened by the financial
// director in under 3 s, its credits paged, and Controle Financeiro's p50 during three more
// imports under twice its own);
// the peak memory of Node and PocketBase; and the API rules on years of data, on a PocketBase of
// their own (bench-regras.mjs: each list under 200 ms). One table, and JSON in bench-results/.
//
//   npm run build && npm run bench          BENCH_SECONDS=5 npm run bench
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"
import PocketBase from "pocketbase"
import { benchExtrato, reportExtrato } from "./bench-extrato.mjs"
import { benchImport, reportImport } from "./bench-importacao.mjs"
import { benchRulesOnOwnDatabase, reportRules } from "./bench-regras.mjs"
import { BENCH_SUPERUSER, startBenchSite } from "./bench-site.mjs"
import { PAGINAS_PUBLICAS } from "../config/paginas-publicas.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 10), 1), 60)
const CONNECTIONS = 16
const POSTS = 300
// Every public page and the login form.
const PAGES = [...PAGINAS_PUBLICAS, "/login"]
const CEILING = "/favicon.svg"
// The demo member's account (README, 'Demo accounts').
const DEMO_ASSOCIADO = "associado@exemplo.org"
// The demo financial director's, the only one who imports bank statements.
const DEMO_FINANCEIRO = "financeiro@exemplo.org"

const site = await startBenchSite()
const base = site.base

/** The peak resident memory of the site's Node and of PocketBase, sampled while the bench runs. */
function watchMemory() {
  const peak = { node: 0, pocketbase: 0 }
  const rss = (pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024
    } catch {
      return 0
    }
  }
  const children = () =>
    execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(site.pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
  const timer = setInterval(() => {
    for (const [pid, ...args] of children()) {
      const kind = args.join(" ").includes("pocketbase") ? "pocketbase" : "node"
      peak[kind] = Math.max(peak[kind], rss(pid))
    }
  }, 200)
  return { peak, stop: () => clearInterval(timer) }
}

/**
 * The bytes a browser receives for `target` when it accepts `encoding`: brotli, as every current
 * browser asks over HTTPS (the site's address in production), or gzip, what older ones get.
 */
function compressedBytes(target, encoding, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${base}${target}`,
        { headers: { "accept-encoding": encoding, cookie: "visita=1", ...headers } },
        (res) => {
          let bytes = 0
          res.on("data", (chunk) => (bytes += chunk.length))
          res.on("end", () => resolve(bytes))
        },
      )
      .on("error", reject)
  })
}

/** HTML, CSS and JavaScript of a page, as brotli and as gzip. */
async function weights(page, headers) {
  const text = await (await fetch(`${base}${page}`, { headers: { cookie: "visita=1", ...headers } })).text()
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])
  // Preloads are live or, until the page is painted, inert (data-rel); the module script's imports too.
  const js = [
    ...new Set([
      ...[...text.matchAll(/<link (?:data-)?rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
      ...[...text.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
      ...[...text.matchAll(/import\("([^"]+)"\)|from "(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? m[2]),
    ]),
  ]
  const measure = async (encoding) => {
    const sum = async (files) =>
      (await Promise.all(files.map((f) => compressedBytes(f, encoding)))).reduce((s, n) => s + n, 0)
    return { html: await compressedBytes(page, encoding, headers), css: await sum(css), js: await sum(js) }
  }
  return { br: await measure("br"), gzip: await measure("gzip") }
}

function load(target, headers = {}) {
  return autocannon({
    url: `${base}${target}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip", cookie: "visita=1", ...headers },
  })
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const rows = []
let memory
try {
  memory = watchMemory()
  const ceiling = await load(CEILING)
  const ceilingRps = ceiling.requests.average
  const measure = async (page, label = page, headers = {}) => {
    await fetch(`${base}${page}`, { headers })
    const result = await load(page, headers)
    const { br, gzip } = await weights(page, headers)
    rows.push({
      pagina: label,
      reqPorSegundo: Math.round(result.requests.average),
      razaoDoTeto: result.requests.average / ceilingRps,
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      erros: result.errors + result.non2xx,
      htmlKB: Number(kb(br.html)),
      cssKB: Number(kb(br.css)),
      jsKB: Number(kb(br.js)),
      totalKB: Number(kb(br.html + br.css + br.js)),
      jsGzipKB: Number(kb(gzip.js)),
      totalGzipKB: Number(kb(gzip.html + gzip.css + gzip.js)),
    })
  }
  rows.push({
    pagina: `${CEILING} (teto)`,
    reqPorSegundo: Math.round(ceilingRps),
    razaoDoTeto: 1,
    p50ms: ceiling.latency.p50,
    p99ms: ceiling.latency.p99,
    erros: ceiling.errors + ceiling.non2xx,
  })
  for (const page of PAGES) await measure(page)
  // The president's dashboard (the heaviest: every card) and a member's dues, the most visited.
  await measure("/painel", "/painel (presidente)", { cookie: `visita=1; ${await site.logIn()}` })
  await measure("/painel/mensalidades", "/painel/mensalidades (associado)", {
    cookie: `visita=1; ${await site.logIn(DEMO_ASSOCIADO)}`,
  })

  // Contact messages, each with content of its own (the same content twice is stored once).
  const run = Date.now()
  let sent = 0
  const posts = await autocannon({
    url: `${base}/contato`,
    connections: CONNECTIONS,
    // A fixed number, so none is still in flight when the count is taken.
    amount: POSTS,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          sent += 1
          return {
            ...request,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              nome: "Visitante do Benchmark",
              email: `bench.${run}.${sent}@exemplo.org`,
              telefone: "1133334444",
              assunto: "Benchmark",
              mensagem: `Mensagem número ${sent} do benchmark.`,
            }).toString(),
          }
        },
      },
    ],
  })
  const accepted = posts.statusCodeStats["303"]?.count ?? 0
  const admin = new PocketBase(site.pbUrl)
  await admin.collection("_superusers").authWithPassword(BENCH_SUPERUSER.email, BENCH_SUPERUSER.password)
  const stored = await admin.collection("contato").getList(1, 1, { filter: `email ~ "bench.${run}."` })
  const importacao = await benchImport(base, await site.logIn(), admin)
  const extrato = await benchExtrato(base, await site.logIn(DEMO_FINANCEIRO), admin)
  memory.stop()
  const regras = await benchRulesOnOwnDatabase()

  const postRow = {
    envios: "POST /contato",
    aceitosPorSegundo: Math.round(accepted / posts.duration),
    aceitos: accepted,
    gravados: stored.totalItems,
    p99ms: posts.latency.p99,
    // 303 is the success answer; autocannon counts it among the non-2xx.
    erros: posts.errors + posts.non2xx - accepted,
  }
  const result = {
    quando: new Date().toISOString(),
    segundosPorMedida: SECONDS,
    conexoes: CONNECTIONS,
    paginas: rows,
    envios: postRow,
    importacao,
    extrato,
    regras,
    memoriaPicoMB: {
      node: Math.round(memory.peak.node / 1048576),
      pocketbase: Math.round(memory.peak.pocketbase / 1048576),
    },
  }

  console.log(`\n${SECONDS} s por medida, ${CONNECTIONS} conexões, gzip; pesos em brotli (e gzip)\n`)
  console.log(
    "| página | req/s | do teto | p50 ms | p99 ms | erros | HTML KB | CSS KB | JS KB | total KB | JS gzip KB | total gzip KB |",
  )
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|")
  for (const r of rows) {
    console.log(
      `| ${r.pagina} | ${r.reqPorSegundo} | ${Math.round(r.razaoDoTeto * 100)}% | ${r.p50ms} | ${r.p99ms} | ${r.erros} | ${r.htmlKB ?? ""} | ${r.cssKB ?? ""} | ${r.jsKB ?? ""} | ${r.totalKB ?? ""} | ${r.jsGzipKB ?? ""} | ${r.totalGzipKB ?? ""} |`,
    )
  }
  console.log(
    `\nPOST /contato: ${postRow.aceitosPorSegundo} aceitos/s, ${postRow.aceitos} aceitos, ${postRow.gravados} gravados, p99 ${postRow.p99ms} ms, erros ${postRow.erros}`,
  )
  if (!reportImport(importacao)) process.exitCode = 1
  if (!reportExtrato(extrato)) process.exitCode = 1
  if (!reportRules(regras)) process.exitCode = 1
  console.log(
    `Memória (pico): Node ${result.memoriaPicoMB.node} MB, PocketBase ${result.memoriaPicoMB.pocketbase} MB`,
  )
  await mkdir(path.join(ROOT, "bench-results"), { recursive: true })
  const file = path.join(ROOT, "bench-results", `bench-${run}.json`)
  await writeFile(file, JSON.stringify(result, null, 2))
  console.log(`\n${path.relative(ROOT, file)}`)
  if (postRow.aceitos !== postRow.gravados) {
    console.error("Envios aceitos e gravados diferem.")
    process.exitCode = 1
  }
} finally {
  memory?.stop()
  await site.stop()
}
