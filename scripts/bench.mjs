// The site's benchmark, on loopback (docs/decisions/caching-and-compression.md#compression-and-measuring), against the site of
// bench-site.mjs (production build, the demo's data or five years'). For each public page, a small static file
// (the ceiling) and the logged-in dashboard: requests per second with autocannon (16 connections,
// gzip), p50 and p99, the ratio to the ceiling, and the compressed bytes of HTML, CSS and JavaScript
// (brotli, what current browsers get over HTTPS, and gzip);
// then 300 contact messages posted as fast as they are answered, each accepted one stored once; a
// 1,000-row members' import (bench-importacao.mjs: the preview and 'Importar', each under 10 s);
// a bank statement of 20,000 transactions (bench-extrato.mjs: imported and opened by the financial
// director in under 3 s, its credits paged, and Controle Financeiro's p50 during three more
// imports under twice its own);
// the peak memory of Node and PocketBase; and the API rules on years of data, on a PocketBase of
// their own (bench-regras.mjs: each list under 200 ms). One table, each target of bench-metas.mjs
// with its value and ratio, JSON in bench-results/, and the run in docs/desempenho.md and the
// README (bench-docs.mjs). `--dados=cinco-anos` runs it all on five years of data
// (scripts/dados-cinco-anos.mjs) in place of the demo.
//
//   npm run build && npm run bench          BENCH_SECONDS=5 npm run bench -- --dados=cinco-anos
import { mkdir, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"
import PocketBase from "pocketbase"
import { escreverDocs, tabelaPaginas } from "./bench-docs.mjs"
import { benchExtrato, reportExtrato } from "./bench-extrato.mjs"
import { benchImport, reportImport } from "./bench-importacao.mjs"
import { medidor, watchMemory } from "./bench-medidas.mjs"
import { avaliarMetas, tabelaMetas } from "./bench-metas.mjs"
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
// The demo accounts (README, 'Contas de demonstração'); the five years' data has them too.
const DEMO_ASSOCIADO = "associado@exemplo.org"
// The demo financial director's, the only one who imports bank statements.
const DEMO_FINANCEIRO = "financeiro@exemplo.org"
const DEMO_DIRETORIA = "diretoria@exemplo.org"
const DADOS = process.argv.find((arg) => arg.startsWith("--dados="))?.slice("--dados=".length) ?? "demo"
if (!["demo", "cinco-anos"].includes(DADOS))
  throw new Error(`--dados=demo ou --dados=cinco-anos, não ${DADOS}`)

// The machine's load before the bench (1 minute): others' work on the same cores weighs on every number.
const cargaMedia = os.loadavg()[0]
const site = await startBenchSite({ dados: DADOS })
const base = site.base

const { load, page: measurePage } = medidor(base, SECONDS, CONNECTIONS)
const rows = []
let memory
try {
  memory = watchMemory(site.pid)
  const ceiling = await load(CEILING)
  const ceilingRps = ceiling.requests.average
  const measure = async (page, label = page, headers = {}) =>
    rows.push(await measurePage(page, label, headers, ceilingRps))
  const as = async (email) => ({ cookie: `visita=1; ${await site.logIn(email)}` })
  rows.push({
    pagina: `${CEILING} (teto)`,
    reqPorSegundo: Math.round(ceilingRps),
    razaoDoTeto: 1,
    p50ms: ceiling.latency.p50,
    p99ms: ceiling.latency.p99,
    erros: ceiling.errors + ceiling.non2xx,
  })
  for (const page of PAGES) await measure(page)
  // The president's dashboard (the heaviest: every card), a member's dues, the most visited, and
  // each panel page the targets name; the treasurer's month is the fullest of the data's.
  const mes = site.geracao ? `?mes=${site.geracao.mesCheio}` : ""
  await measure("/painel", "/painel (presidente)", await as())
  await measure("/painel/mensalidades", "/painel/mensalidades (associado)", await as(DEMO_ASSOCIADO))
  await measure("/painel/reservas", "/painel/reservas (associado)", await as(DEMO_ASSOCIADO))
  await measure("/painel/eventos", "/painel/eventos (diretoria)", await as(DEMO_DIRETORIA))
  await measure(`/painel/financeiro${mes}`, "/painel/financeiro (financeiro)", await as(DEMO_FINANCEIRO))
  await measure("/painel/associados", "/painel/associados (presidente)", await as())

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
  // A step that fails is reported and fails the run, but the others are still measured and written.
  const attempt = (name, work) =>
    work().catch((error) => {
      console.error(`${name}: ${error.message}`)
      process.exitCode = 1
      return null
    })
  const importacao = await attempt("importação", async () => benchImport(base, await site.logIn(), admin))
  const extrato = await attempt("extrato", async () =>
    benchExtrato(base, await site.logIn(DEMO_FINANCEIRO), admin),
  )
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
    dados: DADOS,
    cargaMedia,
    geracao: site.geracao,
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
  console.log(tabelaPaginas(rows).join("\n"))
  console.log(
    `\nPOST /contato: ${postRow.aceitosPorSegundo} aceitos/s, ${postRow.aceitos} aceitos, ${postRow.gravados} gravados, p99 ${postRow.p99ms} ms, erros ${postRow.erros}`,
  )
  result.metas = avaliarMetas(result, DADOS)
  console.log(`\nMetas (${DADOS})\n\n${tabelaMetas(result.metas).join("\n")}\n`)
  if (result.metas.some((m) => !m.cumpre)) process.exitCode = 1
  if (importacao && !reportImport(importacao)) process.exitCode = 1
  if (extrato && !reportExtrato(extrato)) process.exitCode = 1
  if (!reportRules(regras)) process.exitCode = 1
  console.log(
    `Memória (pico): Node ${result.memoriaPicoMB.node} MB, PocketBase ${result.memoriaPicoMB.pocketbase} MB`,
  )
  await mkdir(path.join(ROOT, "bench-results"), { recursive: true })
  const file = path.join(ROOT, "bench-results", `bench-${run}.json`)
  await writeFile(file, JSON.stringify(result, null, 2))
  await escreverDocs(ROOT, result)
  console.log(`\n${path.relative(ROOT, file)}, docs/desempenho.md, README.md`)
  if (postRow.aceitos !== postRow.gravados) {
    console.error("Envios aceitos e gravados diferem.")
    process.exitCode = 1
  }
} finally {
  memory?.stop()
  await site.stop()
}
