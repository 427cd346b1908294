// The production HTTP server: Express in front of the Remix build, instead of remix-serve, for what
// remix-serve cannot do (docs/architecture.md, "Operations"):
// - the client's address from the socket, or from X-Forwarded-For only through TRUST_PROXY proxies;
// - a body limit answered with 413 before anything reads the body;
// - state-changing requests from other sites' pages refused (logout included);
// - the security headers on every response, resource routes and files included (HSTS over https);
// - a graceful stop: on SIGTERM, requests in flight get up to 10 s to finish;
// - visitors' content pages kept for a few seconds (page-cache.mjs).
// No request log: addresses carry searches (?q=) and tokens (/recuperar-senha/<token>).
//
//   node server/index.mjs build/server/index.js
import path from "node:path"
import { pathToFileURL } from "node:url"
import { createRequestHandler } from "@remix-run/express"
import { installGlobals } from "@remix-run/node"
import compression from "compression"
import express from "express"
import expressStaticGzip from "express-static-gzip"
import {
  CLIENT_ADDRESS_HEADER,
  bodyLimitFor,
  isCrossSite,
  securityHeaders,
  trustProxySetting,
} from "./http.mjs"
import { pageCache } from "./page-cache.mjs"

const SHUTDOWN_GRACE_MS = 10_000

const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js")
const build = await import(pathToFileURL(buildPath).href)
installGlobals({ nativeFetch: build.future.v3_singleFetch })

const env = process.env
const port = Number(env.PORT) || 3000
const host = env.HOST || "127.0.0.1"
const https = (env.APP_URL ?? "").startsWith("https://")

const app = express()
app.disable("x-powered-by")
app.set("trust proxy", trustProxySetting(env.TRUST_PROXY))

const defaultHeaders = Object.entries(securityHeaders({ https }))

app.use((req, res, next) => {
  // Filled in as the response starts, for each header the route did not set itself (Remix appends
  // its own, so setting them earlier would send HTML pages two policies).
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    for (const [name, value] of defaultHeaders) if (!res.hasHeader(name)) res.setHeader(name, value)
    return writeHead.apply(this, args)
  }
  // The address the limits key on: Express's req.ip honours "trust proxy". Whatever a client sent
  // under this name is replaced, so nobody picks their own bucket.
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "desconhecido"
  if (isCrossSite(req.method, req.headers, env.APP_URL)) {
    res.status(403).type("text/plain; charset=utf-8").send("Envio recusado: origem de outro site.")
    return
  }
  const limit = bodyLimitFor(req.method, req.headers)
  if (limit.status) {
    // The body is never read; the connection is closed so a client cannot keep streaming into it.
    res.setHeader("Connection", "close")
    res.status(limit.status).type("text/plain; charset=utf-8").send(limit.message)
    return
  }
  next()
})

app.use(compression())
// Remix flushes the compressor after every chunk it streams when it can, which sends the HTML in
// many small compressed pieces, nearly twice its size; the pages are small: compressed whole.
app.use((req, res, next) => {
  delete res.flush
  next()
})
// The files compressed at build time (scripts/precompress.mjs): brotli or gzip as the browser
// accepts, never compressed again per request; hashed assets kept for a year.
const precompressed = (dir, serveStatic) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gz"], serveStatic })
app.use(build.publicPath, precompressed(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }))
app.use(precompressed(path.join(path.dirname(buildPath), "..", "client"), { maxAge: "1h" }))
// After compression: it keeps pages as rendered and serves them through it.
app.use(pageCache({ seconds: Number(env.PAGE_CACHE_SECONDS ?? 10) }))
app.all("*", createRequestHandler({ build, mode: env.NODE_ENV }))

const server = app.listen(port, host, () => console.log(`[site] http://${host}:${port}`))

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`[site] ${signal}: terminando as requisições em andamento`)
  // Stops accepting connections; the callback runs once every request in flight has ended.
  server.close(() => process.exit(0))
  // Keep-alive connections that finish their request meanwhile are closed as they go idle.
  setInterval(() => server.closeIdleConnections(), 100).unref()
  setTimeout(() => {
    console.error("[site] requisições ainda abertas após 10 s; encerrando assim mesmo")
    server.closeAllConnections()
    process.exit(0)
  }, SHUTDOWN_GRACE_MS).unref()
}
process.on("SIGTERM", () => stop("SIGTERM"))
process.on("SIGINT", () => stop("SIGINT"))
