// A flood of large multipart posts cannot take the site down: the server refuses multipart bodies
// on the pages that take no files before reading them, and reads at most a few uploads at once, so
// the site (capped as the start script caps it) stays within its memory and keeps answering. A
// malformed body is the sender's error (400), and a request the server judged same-site reaches its
// page behind a proxy that rewrites Host (docs/decisions/server-and-operation.md#the-sites-own-server).
import { readFile } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { DEFAULT_SITE_HEAP_MB, siteNodeFlags } from "../../config/defaults.mjs"
import { UPLOAD_BODY_LIMIT } from "../../server/http.mjs"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { multipart, send } from "./raw-http"
import { startSite } from "./site-server"
import { ownPocketBase, rememberedDevice } from "./support"

// The public address the proxy answers on; the site itself is reached at 127.0.0.1:<port>.
const PUBLIC = "http://associacao.exemplo:8080"
const db = await ownPocketBase({ demo: true })
const site = await startSite({ POCKETBASE_URL: db.url, APP_URL: PUBLIC }, siteNodeFlags())
let log = ""
site.child.stdout!.on("data", (chunk) => (log += chunk))
site.child.stderr!.on("data", (chunk) => (log += chunk))

// What the site may hold beyond its capped heap: code, buffers outside the heap, a few uploads.
const RSS_CAP_MB = DEFAULT_SITE_HEAP_MB + 96

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8")
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

/** A demo board account's session, from a browser it remembers (it skips the second step). */
async function login(email: string) {
  const response = await fetch(`${site.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: `aparelho=${await rememberedDevice(db.url, email)}` },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  })
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith("sessao="))!
    .split(";")[0]!
}

// Just under the upload limit, with the event form's fields: the whole body is read and parsed.
const FILE_BYTES = UPLOAD_BODY_LIMIT - 4096
const evento = multipart(
  { intent: "novo", titulo: "Evento da carga", data: "2030-01-01", hora: "20:00", local: "Sede" },
  { name: "imagem", filename: "foto.png", type: "image/png", bytes: FILE_BYTES },
)
const publico = multipart(
  { nome: "Carga", email: "carga@exemplo.org" },
  {
    name: "anexo",
    filename: "grande.bin",
    type: "application/octet-stream",
    bytes: FILE_BYTES,
  },
)

describe("a flood of large multipart posts", () => {
  it("leaves the site within its memory and answering, refusing what it does not read", async () => {
    const cookie = await login(DEMO_ACCOUNTS.diretoria.email)
    const before = await rssMb(site.child.pid!)
    let peak = before
    let flooding = true
    const sampler = (async () => {
      while (flooding) {
        peak = Math.max(peak, await rssMb(site.child.pid!).catch(() => peak))
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const pings: number[] = []
    const pinger = (async () => {
      while (flooding) {
        const response = await fetch(`${site.url}/healthcheck`, { signal: AbortSignal.timeout(5000) }).catch(
          () => null,
        )
        pings.push(response?.status ?? 0)
        await response?.arrayBuffer()
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()

    const posts = [
      ...Array.from({ length: 15 }, () => ({ kind: "contato", path: "/contato", body: publico })),
      ...Array.from({ length: 15 }, () => ({ kind: "associar", path: "/associar", body: publico })),
      ...Array.from({ length: 5 }, () => ({ kind: "anonimo", path: "/painel/eventos", body: evento })),
      ...Array.from({ length: 5 }, () => ({ kind: "diretoria", path: "/painel/eventos", body: evento })),
    ]
    const answers = await Promise.all(
      posts.map(async (post) => {
        const headers: Record<string, string> = { "Content-Type": post.body.type }
        if (post.kind === "diretoria") headers["Cookie"] = cookie
        return {
          kind: post.kind,
          ...(await send(site.port, { path: post.path, headers, body: post.body.body })),
        }
      }),
    )
    flooding = false
    await Promise.all([sampler, pinger])

    expect(site.child.exitCode).toBeNull()
    expect(peak, `RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MB`).toBeLessThan(RSS_CAP_MB)
    expect(pings.length).toBeGreaterThan(0)
    expect(new Set(pings)).toEqual(new Set([200]))
    const statuses = (kind: string) => new Set(answers.filter((a) => a.kind === kind).map((a) => a.status))
    // Refused before reading; the connection closes, so a client still sending may only see the reset.
    for (const kind of ["contato", "associar"]) {
      expect(
        [...statuses(kind)].every((status) => status === 415 || status === null),
        kind,
      ).toBe(true)
      expect(statuses(kind).has(415), kind).toBe(true)
    }
    const refusal = answers.find((a) => a.status === 415)!
    expect(refusal.body).toBe("Envio recusado: este endereço não aceita arquivos.")
    expect(refusal.headers["connection"]).toBe("close")
    // Without a session the guard answers before the body is read; beyond the slots, 503.
    for (const status of statuses("anonimo")) expect([303, 503, null]).toContain(status)
    // With one, the image is read and refused by the form (over 5 MB), or the site is busy.
    const diretoria = answers.filter((a) => a.kind === "diretoria")
    expect(diretoria.some((a) => a.status === 400)).toBe(true)
    for (const answer of diretoria) {
      expect([400, 503]).toContain(answer.status)
      if (answer.status === 400) expect(answer.body).toContain("A imagem deve ter no máximo 5 MB")
      if (answer.status === 503) {
        expect(answer.headers["retry-after"]).toBeDefined()
        expect(answer.body).toContain("Muitos envios de arquivos ao mesmo tempo")
      }
    }

    expect((await fetch(`${site.url}/`)).status).toBe(200)
  }, 60_000)
})

describe("a malformed multipart body", () => {
  it("answers 400 on an upload page, not 500", async () => {
    const cookie = await login(DEMO_ACCOUNTS.presidente.email)
    for (const path of ["/painel/eventos", "/painel/diretoria"]) {
      const answer = await send(site.port, {
        path,
        headers: { "Content-Type": "multipart/form-data; boundary=fronteira", Cookie: cookie },
        body: Buffer.from("isto não é um corpo multipart"),
      })
      expect(answer.status, path).toBe(400)
      expect(answer.body, path).toContain("Não foi possível ler o formulário enviado.")
    }
  })
})

/** A browser's own login post (Sec-Fetch-Site: same-origin) from a page at `origin`. */
const loginFrom = (origin: string) =>
  send(site.port, {
    path: "/login",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
    },
    body: Buffer.from(
      new URLSearchParams({ email: DEMO_ACCOUNTS.associado.email, password: DEMO_PASSWORD }).toString(),
    ),
  })

describe("behind a proxy that rewrites Host", () => {
  it("a post from the public address reaches its page (login works)", async () => {
    // Host is 127.0.0.1:<port>, as the proxy rewrote it; no X-Forwarded-Host.
    const answer = await loginFrom(PUBLIC)
    expect(answer.status).toBe(303)
    expect(answer.headers["location"]).toBe("/painel#conteudo")
    expect(String(answer.headers["set-cookie"])).toContain("sessao=")
  })

  it("a browser's own post from an address the site was not told about: 403 and what to set, in the log", async () => {
    const seen = "https://veteranos.exemplo.org"
    const answer = await loginFrom(seen)
    expect(answer.status).toBe(403)
    expect(answer.body).toContain("APP_URL")
    await expect.poll(() => log).toContain(`APP_URL=${seen}`)
    expect(log.split("\n").filter((line) => line.includes(`APP_URL=${seen}`))).toHaveLength(1)
  })
})
