// The production HTTP server: Express in front of the Remix build, instead of remix-serve, for what
// remix-serve cannot do (docs/decisions/server-and-operation.md#the-sites-own-server):
// - the client's address from the socket, or from X-Forwarded-For only through TRUST_PROXY proxies;
// - a body limit answered with 413 before anything reads the body; multipart bodies only on the
//   upload pages (UPLOAD_ROUTES), a few at a time;
// - state-changing requests from other sites' pages refused (logout included), judged with the
//   public address (APP_URL, TRUST_PROXY) instead of Remix's own check;
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
  ORIGIN_REFUSED,
  UPLOAD_CONCURRENCY,
  UPLOADS_BUSY,
  bodyLimitFor,
  judgeOrigin,
  misconfiguredOriginLog,
  SERVICE_WORKER,
  securityHeaders,
  trustProxySetting,
  uploadSlots,
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

const trustProxy = trustProxySetting(env.TRUST_PROXY)
const app = express()
app.disable("x-powered-by")
app.set("trust proxy", trustProxy)
const uploads = uploadSlots(UPLOAD_CONCURRENCY)
// Each origin a wrong setup refuses is logged once (a bounded set: a client cannot fill the log).
const loggedOrigins = new Set()

/** A plain-text refusal; the body is never read, so the connection closes with the answer. */
function refuse(res, status, message, headers = {}) {
  res.set({ ...headers, Connection: "close" })
  res.status(status).type("text/plain; charset=utf-8").send(message)
}

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
  const origin = judgeOrigin(req.method, req.headers, { appUrl: env.APP_URL, trustProxy })
  if (origin !== "same") {
    if (origin === "misconfigured" && !loggedOrigins.has(req.headers.origin)) {
      if (loggedOrigins.size >= 100) loggedOrigins.clear()
      loggedOrigins.add(req.headers.origin)
      console.error(misconfiguredOriginLog(req.headers.origin, env.APP_URL))
    }
    refuse(res, 403, ORIGIN_REFUSED[origin])
    return
  }
  // Judged here, with the public address: Remix's own check compares Origin with Host alone and
  // answers an empty 500 behind a proxy that rewrites Host. Nothing in app/ reads Origin.
  delete req.headers.origin
  const limit = bodyLimitFor(req.method, req.headers, req.originalUrl)
  if (limit.status) {
    refuse(res, limit.status, limit.message)
    return
  }
  if (limit.upload) {
    // Only a few uploads are read at once (their files go to disk as they arrive); the slot is given back
    // when the answer is sent or the connection drops.
    const release = uploads.tryAcquire()
    if (!release) {
      refuse(res, UPLOADS_BUSY.status, UPLOADS_BUSY.message, {
        "Retry-After": String(UPLOADS_BUSY.retryAfterSeconds),
        "Cache-Control": "no-store",
      })
      return
    }
    res.once("close", release)
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
// accepts, never compressed again per request. Vite's hashed assets are kept for a year; the other
// files (the logo, the icons made from it) keep their names when they change: kept for an hour.
// The client folder is the one beside the server build run, whichever build that is.
const precompressed = (dir, serveStatic) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gz"], serveStatic })
const clientDir = path.join(path.dirname(buildPath), "..", "client")
app.use(
  `${build.publicPath}assets`,
  precompressed(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
)
app.use(
  build.publicPath,
  precompressed(clientDir, {
    maxAge: "1h",
    // The card's offline worker fetches with a policy of its own (served precompressed too).
    setHeaders(res, file) {
      if (SERVICE_WORKER.file.test(path.basename(file))) {
        res.setHeader("Content-Security-Policy", SERVICE_WORKER.policy)
      }
    },
  }),
)
// After compression: it keeps pages as rendered and serves them through it.
app.use(pageCache({ seconds: Number(env.PAGE_CACHE_SECONDS ?? 10) }))
// Each request in a scope of its own, where its loaders share what they ask PocketBase
// (app/http/request-scope.server.ts).
const handleRemix = createRequestHandler({ build, mode: env.NODE_ENV })
app.all("*", (req, res, next) => build.entry.module.runInRequestScope(() => handleRemix(req, res, next)))

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
