// The production server (server/index.mjs) over real HTTP, in front of the built site and the shared
// test PocketBase: bodies refused before they are read, the client's address only from the socket
// unless proxies are trusted, the security headers on every response, and a graceful stop.
import { readFile } from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import { gunzipSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"
import { validContato } from "../support/form-data"
import { startSite as startServer } from "./site-server"

/** A raw request whose headers promise a body that is never sent (or sent later by `write`). */
function rawRequest(port: number, headers: Record<string, string>, method = "POST", target = "/contato") {
  const request = http.request({ host: "127.0.0.1", port, method, path: target, headers })
  const response = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      request.on("response", (res) => {
        let body = ""
        res.setEncoding("utf8")
        res.on("data", (chunk) => (body += chunk))
        res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }))
      })
      request.on("error", reject)
    },
  )
  return { request, response }
}

const site = await startServer()

describe("the body limit", () => {
  it("refuses a 10 MB form post with 413 before reading it", async () => {
    const { request, response } = rawRequest(site.port, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(10 * 1024 * 1024),
    })
    request.flushHeaders()
    const answer = await response
    expect(answer.status).toBe(413)
    expect(answer.body).toBe("Envio recusado: o conteúdo passa do limite de 0,1 MB.")
    request.destroy()
  })

  it("refuses a body of unknown length with 411", async () => {
    const { request, response } = rawRequest(site.port, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Transfer-Encoding": "chunked",
    })
    request.write("nome=a")
    expect((await response).status).toBe(411)
    request.destroy()
  })

  it("lets a form post within the limit through", async () => {
    const response = await fetch(`${site.url}/contato`, {
      method: "POST",
      body: new URLSearchParams({ ...validContato("limite@exemplo.org"), nome: "" }),
      redirect: "manual",
    })
    expect(response.status).toBe(400)
  })
})

describe("the security headers", () => {
  it("go on every response, pages, resource routes and files alike", async () => {
    for (const target of ["/", "/healthcheck", "/eventos.ics", "/favicon.svg", "/nao-existe"]) {
      const response = await fetch(`${site.url}${target}`)
      expect(response.headers.get("x-content-type-options"), target).toBe("nosniff")
      expect(response.headers.get("x-frame-options"), target).toBe("DENY")
      expect(response.headers.get("referrer-policy"), target).toBe("strict-origin-when-cross-origin")
      // One policy each: the page's own (with its script nonce) or the one that allows nothing.
      const csp = response.headers.get("content-security-policy")!
      expect(csp.split(",")).toHaveLength(1)
      if (target === "/") expect(csp).toMatch(/script-src 'self' 'nonce-/)
      if (target === "/healthcheck")
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
      expect(response.headers.get("strict-transport-security"), target).toBeNull()
    }
  })

  it("add HSTS when the site's address is https", async () => {
    const secure = await startServer({ APP_URL: "https://associacao.exemplo.org" })
    const response = await fetch(`${secure.url}/healthcheck`)
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    secure.child.kill("SIGKILL")
  })
})

describe("the client's address", () => {
  let sent = 0
  // A valid message each time (the limit counts what would be stored), each a different one.
  const post = (url: string, forwardedFor: string) =>
    fetch(`${url}/contato`, {
      method: "POST",
      headers: { "X-Forwarded-For": forwardedFor, "X-Associacao-Cliente": forwardedFor },
      body: new URLSearchParams(validContato(`endereco.${Date.now()}.${++sent}@exemplo.org`)),
      redirect: "manual",
    })

  it("is the socket's unless proxies are trusted: a forged header picks no bucket", async () => {
    const direct = await startServer({ FORM_RATE_LIMIT: "2" })
    const statuses = []
    for (const forged of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      statuses.push((await post(direct.url, forged)).status)
    // Whatever the headers say, the third from the same socket is over the limit.
    expect(statuses).toEqual([303, 303, 429])
    direct.child.kill("SIGKILL")
  })

  it("is the one the trusted proxy appended when TRUST_PROXY says one proxy stands in front", async () => {
    const proxied = await startServer({ FORM_RATE_LIMIT: "2", TRUST_PROXY: "1" })
    const statuses = []
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      statuses.push((await post(proxied.url, client)).status)
    expect(statuses).toEqual([303, 303, 303])
    proxied.child.kill("SIGKILL")
  })
})

describe("SIGTERM", () => {
  it("lets a request in flight finish, then stops", async () => {
    const server = await startServer()
    const body = new URLSearchParams({ ...validContato("sigterm@exemplo.org"), nome: "" }).toString()
    const { request, response } = rawRequest(server.port, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
    })
    // Half the body now, the signal, then the rest: the request is in flight when the stop begins.
    request.write(body.slice(0, 10))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve))
    server.child.kill("SIGTERM")
    await new Promise((resolve) => setTimeout(resolve, 200))
    request.end(body.slice(10))
    expect((await response).status).toBe(400)
    expect(await exited).toBe(0)
    // No new connection is taken.
    await expect(fetch(`${server.url}/healthcheck`)).rejects.toThrow()
  })
})

describe("requests from other sites' pages", () => {
  it("are refused, logout included, while the site's own go through", async () => {
    const evil = await fetch(`${site.url}/logout`, {
      method: "POST",
      headers: { Origin: "https://mal.exemplo.org" },
      redirect: "manual",
    })
    expect(evil.status).toBe(403)
    const own = await fetch(`${site.url}/logout`, {
      method: "POST",
      headers: { Origin: site.url },
      redirect: "manual",
    })
    expect(own.status).toBe(303)
  })
})

describe("with PocketBase unreachable", () => {
  it("serves the public pages, answers forms and the feed with 503 and Retry-After", async () => {
    const down = await startServer({ POCKETBASE_URL: `http://127.0.0.1:${await freePort()}` })
    expect((await fetch(`${down.url}/`)).status).toBe(200)
    const form = await fetch(`${down.url}/contato`, {
      method: "POST",
      body: new URLSearchParams(validContato("fora@exemplo.org")),
      redirect: "manual",
    })
    expect(form.status).toBe(503)
    expect(form.headers.get("retry-after")).toBe("30")
    // Every typed value is back in the page.
    expect(await form.text()).toContain("fora@exemplo.org")
    const ics = await fetch(`${down.url}/eventos.ics`)
    expect(ics.status).toBe(503)
    expect(ics.headers.get("cache-control")).toBe("no-store")
    down.child.kill("SIGKILL")
  })
})

describe("caching", () => {
  const cacheOf = async (target: string, cookie?: string) => {
    const response = await fetch(`${site.url}${target}`, { headers: cookie ? { Cookie: cookie } : {} })
    await response.arrayBuffer()
    return { cacheControl: response.headers.get("cache-control"), vary: response.headers.get("vary") ?? "" }
  }

  it("lets a proxy reuse a visitor's content page for a few seconds, keyed by the cookie", async () => {
    const page = await cacheOf("/", "visita=1")
    expect(page.cacheControl).toBe("public, max-age=0, s-maxage=10")
    expect(page.vary).toMatch(/cookie/i)
  })

  it("never stores a first visit, a logged-in person's page, a message, or a page with scripts", async () => {
    expect((await cacheOf("/")).cacheControl).toBe("private, no-store")
    expect((await cacheOf("/", "visita=1; sessao=qualquer")).cacheControl).toBe("private, no-store")
    expect((await cacheOf("/eventos", "visita=1; aviso=qualquer")).cacheControl).toBe("private, no-store")
    expect((await cacheOf("/contato", "visita=1")).cacheControl).toBe("private, no-store")
  })

  it("keeps the hashed assets for a year", async () => {
    const html = await (await fetch(`${site.url}/contato`)).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html) ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)
    expect(asset).not.toBeNull()
    expect((await cacheOf(asset![1]!)).cacheControl).toBe("public, max-age=31536000, immutable")
  })

  it("keeps the logo's icons an hour: a new logo keeps their names", async () => {
    expect((await cacheOf("/icone-192.png")).cacheControl).toBe("public, max-age=3600")
  })
})

describe("compression", () => {
  /** The raw bytes on the wire and the encoding, asking for `encoding`. */
  const raw = (target: string, encoding: string) =>
    new Promise<{ bytes: Buffer; encoding: string | undefined }>((resolve, reject) => {
      http
        .get(
          `${site.url}${target}`,
          { headers: { "accept-encoding": encoding, cookie: "visita=1" } },
          (res) => {
            const chunks: Buffer[] = []
            res.on("data", (chunk: Buffer) => chunks.push(chunk))
            res.on("end", () =>
              resolve({ bytes: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }),
            )
          },
        )
        .on("error", reject)
    })

  it("sends the assets compressed at build time, brotli or gzip as the browser accepts", async () => {
    const html = await (await fetch(`${site.url}/contato`)).text()
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const file = path.resolve("build/client", `.${asset}`)
    const br = await raw(asset, "gzip, deflate, br")
    expect(br.encoding).toBe("br")
    expect(br.bytes.equals(await readFile(`${file}.br`))).toBe(true)
    const gz = await raw(asset, "gzip")
    expect(gz.encoding).toBe("gzip")
    expect(gz.bytes.equals(await readFile(`${file}.gz`))).toBe(true)
  })

  it("compresses a page whole, not chunk by chunk", async () => {
    const page = await raw("/contato", "gzip")
    expect(page.encoding).toBe("gzip")
    const html = gunzipSync(page.bytes)
    // Flushed per chunk, the stream would be far larger than the page compressed in one go.
    expect(page.bytes.length).toBeLessThan(gzipSync(html).length * 1.15)
  })
})
