// What the benchmark measures of the site of bench-site.mjs (docs/decisions/caching-and-compression.md#compression-and-measuring):
// a page under load with autocannon (requests per second, p50 and p99), the compressed bytes a
// browser receives for it (brotli and gzip), and the peak memory of Node and PocketBase.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import http from "node:http"
import autocannon from "autocannon"

/** The peak resident memory of the site's Node and of PocketBase (children of `pid`), sampled. */
export function watchMemory(pid) {
  const peak = { node: 0, pocketbase: 0 }
  const rss = (child) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child}/status`, "utf8"))[1]) * 1024
    } catch {
      return 0
    }
  }
  const children = () =>
    execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
  const timer = setInterval(() => {
    for (const [child, ...args] of children()) {
      const kind = args.join(" ").includes("pocketbase") ? "pocketbase" : "node"
      peak[kind] = Math.max(peak[kind], rss(child))
    }
  }, 200)
  return { peak, stop: () => clearInterval(timer) }
}

/** The measures of the site at `base`, `seconds` per page with `connections` connections. */
export function medidor(base, seconds, connections) {
  /**
   * The bytes a browser receives for `target` when it accepts `encoding`: brotli, as every current
   * browser asks over HTTPS (the site's address in production), or gzip, what older ones get.
   */
  const compressedBytes = (target, encoding, headers = {}) =>
    new Promise((resolve, reject) => {
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

  const load = (target, headers = {}) =>
    autocannon({
      url: `${base}${target}`,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "gzip", cookie: "visita=1", ...headers },
    })

  const kb = (bytes) => Number((bytes / 1024).toFixed(1))
  return {
    load,
    /** A page's row of the table: its rate, its ratio to `ceilingRps`, its latencies and weights. */
    async page(page, label, headers, ceilingRps) {
      await fetch(`${base}${page}`, { headers })
      const result = await load(page, headers)
      const { br, gzip } = await weights(page, headers)
      return {
        pagina: label,
        reqPorSegundo: Math.round(result.requests.average),
        razaoDoTeto: result.requests.average / ceilingRps,
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        erros: result.errors + result.non2xx,
        htmlKB: kb(br.html),
        cssKB: kb(br.css),
        jsKB: kb(br.js),
        totalKB: kb(br.html + br.css + br.js),
        jsGzipKB: kb(gzip.js),
        totalGzipKB: kb(gzip.html + gzip.css + gzip.js),
      }
    },
  }
}
