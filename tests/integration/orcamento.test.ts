// The pages' weight budgets, read from the build and from the production server with the demo
// data: the content pages send no script at all and weigh at most 120 KB with their CSS, compressed;
// the JavaScript of each form and panel page stays within 100 KB as brotli, what every current
// browser gets over HTTPS, and within a gzip ceiling for older ones. Measured as the server sends
// them: the files compressed at build time, pages compressed whole.
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { startSite } from "./site-server"
import { ownPocketBase } from "./support"
import { adminClient } from "../support/pocketbase"

// The build under test: BUILD_DIR, as the site server started below reads it.
const CLIENT = path.resolve(process.env.BUILD_DIR || "build", "client")
const KB = 1024

// Content pages: HTML and CSS only (and the gallery, with its slideshow's script).
const CONTENT_PAGES = [
  "/",
  "/eventos",
  "/documentos",
  "/diretoria",
  "/privacidade",
  "/pagina-que-nao-existe",
  "/eventos/evento-que-nao-existe",
]
const CONTENT_TOTAL = 120 * KB

// The JavaScript a page loads once it is painted, by the routes it matches: under 100 KB as
// brotli. React and Remix's runtime are about 70 KB of it, conform 8.5; as gzip they are 80 and
// 10.5, which puts the heaviest pages over 100 KB, held under GZIP_CEILING. What the root imports
// travels in one chunk with the runtime, a shared rule module (app/domain) brings only the exports
// the page uses (docs/decisions/scripts-and-hydration.md#a-page-carries-only-what-it-uses), and a
// dialog's code (and the flash message's), conform with it where the dialogs hold the page's only
// forms, arrives when it is shown (docs/decisions/scripts-and-hydration.md#a-dialogs-code-arrives-with-the-dialog): the
// heaviest pages, whose forms are on the page itself, are 109.7 KB as gzip and 96.2 KB as brotli (the
// settings, with the statute's numbers, an election's term, the school's two and the CNPJ; the
// settings' hints come with the page's data, not its script). The
// forms' validator (zod, the schema) arrives after the page has hydrated, and is not counted
// (docs/decisions/scripts-and-hydration.md#form-validation-loads-after-the-page-is-shown).
const SCRIPT_BUDGET = 100 * KB
const GZIP_CEILING = 110 * KB
const SCRIPT_PAGES: Array<{ page: string; routes: string[] }> = [
  { page: "/login", routes: ["routes/login"] },
  { page: "/contato", routes: ["routes/contato"] },
  { page: "/associar", routes: ["routes/associar"] },
  { page: "/escolinha", routes: ["routes/escolinha"] },
  { page: "/recuperar-senha", routes: ["routes/recuperar-senha"] },
  ...Object.entries({
    "/painel": "painel._index",
    "/painel/mensalidades": "painel.mensalidades",
    "/painel/mensalidades/:id/pagar": "painel.mensalidades_.$id.pagar",
    "/painel/mensalidades/:id/comprovante": "painel.mensalidades_.$id.comprovante",
    "/painel/carteirinha": "painel.carteirinha",
    "/painel/socios": "painel.socios",
    "/painel/comunicados": "painel.comunicados",
    "/painel/reservas": "painel.reservas",
    "/painel/financeiro": "painel.financeiro",
    "/painel/financeiro/extrato": "painel.financeiro_.extrato",
    "/painel/financeiro/lembretes": "painel.financeiro_.lembretes",
    "/painel/prestacao-de-contas": "painel.prestacao-de-contas",
    "/painel/solicitacoes": "painel.solicitacoes",
    "/painel/associados": "painel.associados",
    "/painel/associados/importar": "painel.associados_.importar",
    "/painel/eventos": "painel.eventos",
    "/painel/eventos/:id": "painel.eventos_.$id",
    "/painel/documentos": "painel.documentos",
    "/painel/galeria": "painel.galeria",
    "/painel/mensagens": "painel.mensagens",
    "/painel/meus-dados": "painel.meus-dados",
    "/painel/seguranca": "painel.seguranca",
    "/painel/diretoria": "painel.diretoria",
    "/painel/configuracoes": "painel.configuracoes",
  }).map(([page, id]) => ({ page, routes: ["routes/painel", `routes/${id}`] })),
]
// A form page whole (HTML, CSS, JavaScript), as brotli.
const FORM_PAGES = ["/login", "/contato", "/associar", "/escolinha"]

/** A built file as the server sends it: compressed at build time (scripts/precompress.mjs). */
const served = async (file: string, encoding: "br" | "gz") =>
  (await readFile(path.join(CLIENT, `${file}.${encoding}`))).length

type RemixManifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[] }>
}

async function remixManifest(): Promise<{ manifest: RemixManifest }> {
  const name = (await readdir(path.join(CLIENT, "assets"))).find((file) => /^manifest-.*\.js$/.test(file))
  const text = await readFile(path.join(CLIENT, "assets", name!), "utf8")
  const json = text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")
  return { manifest: JSON.parse(json) as RemixManifest }
}

/**
 * Every script a page with these routes loads first: the entry and each route's chunks (the
 * manifest is written into the page itself, as Remix discovers routes lazily).
 */
async function firstScripts(routes: string[]) {
  const { manifest } = await remixManifest()
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const id of ["root", ...routes]) {
    const route = manifest.routes[id]
    expect(route, id).toBeDefined()
    for (const file of [route!.module, ...(route!.imports ?? [])]) files.add(file)
  }
  return [...files]
}

async function scriptBytes(routes: string[], encoding: "br" | "gz") {
  let total = 0
  for (const file of await firstScripts(routes)) total += await served(file, encoding)
  return total
}

// zod's own word for a value of the wrong type: a file that has it carries zod.
const ZOD = '"invalid_type"'
const readScript = (file: string) => readFile(path.join(CLIENT, file), "utf8")

/**
 * The compressed bytes of a page's HTML and its stylesheets (gzip, or brotli as the server does):
 * linked, or inside the page when it has no script (app/http/inline-stylesheet.server.ts).
 */
async function htmlAndCss(html: string, encoding: "br" | "gz" = "gz") {
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
  expect(css.length + (html.match(/<style>/g)?.length ?? 0)).toBe(1)
  let total = encoding === "br" ? brotliCompressSync(html).length : gzipSync(html).length
  for (const sheet of css) total += await served(sheet, encoding)
  return total
}

describe("the content pages", async () => {
  const db = await ownPocketBase({ demo: true })
  const site = await startSite({ POCKETBASE_URL: db.url })

  it.each(CONTENT_PAGES)("%s sends no script, and weighs at most 120 KB with its CSS", async (page) => {
    const response = await fetch(`${site.url}${page}`)
    const html = await response.text()
    expect(html).not.toMatch(/<script|rel="modulepreload"/)
    expect(await htmlAndCss(html)).toBeLessThanOrEqual(CONTENT_TOTAL)
  })

  it("an event's page sends no script, only its schema.org data, and weighs at most 120 KB", async () => {
    const eventos = await (
      await adminClient(db.url)
    )
      .collection("eventos")
      .getList(1, 1, { sort: "-data_evento" })
    const html = await (await fetch(`${site.url}/eventos/${eventos.items[0]!.id}`)).text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts).toEqual(['<script type="application/ld+json">'])
    expect(html).not.toContain('rel="modulepreload"')
    expect(await htmlAndCss(html)).toBeLessThanOrEqual(CONTENT_TOTAL)
  })

  it("/galeria loads only the slideshow's own small script, no React", async () => {
    const html = await (await fetch(`${site.url}/galeria`)).text()
    expect(html).not.toContain('rel="modulepreload"')
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts).toHaveLength(1)
    const src = /src="([^"]+)"/.exec(scripts[0]!)?.[1]
    expect(src).toMatch(/^\/assets\/slideshow-[\w-]+\.js$/)
    const script = await served(src!, "gz")
    expect(script).toBeLessThanOrEqual(3 * KB)
    expect((await htmlAndCss(html)) + script).toBeLessThanOrEqual(CONTENT_TOTAL)
  })

  it("while a form page hydrates, once it has been painted: its scripts arrive inert", async () => {
    const html = await (await fetch(`${site.url}/contato`)).text()
    expect(html).toContain('<link data-rel="modulepreload" href="/assets/entry.client-')
    expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" data-module="">/)
    // Nothing the browser would fetch or run before the first paint but the small inline script.
    expect(html).not.toMatch(/<link rel="modulepreload"|type="module"|<script[^>]* src=/)
  })

  it.each(FORM_PAGES)("%s weighs at most 120 KB in all, HTML, CSS and scripts", async (page) => {
    const html = await (await fetch(`${site.url}${page}`)).text()
    const route = `routes/${page.slice(1)}`
    expect((await htmlAndCss(html, "br")) + (await scriptBytes([route], "br"))).toBeLessThanOrEqual(
      CONTENT_TOTAL,
    )
  })
})

describe("the scripts of the pages that need them", () => {
  it.each(SCRIPT_PAGES)("$page loads under 100 KB of scripts", async ({ routes }) => {
    expect(await scriptBytes(routes, "br")).toBeLessThan(SCRIPT_BUDGET)
    expect(await scriptBytes(routes, "gz")).toBeLessThanOrEqual(GZIP_CEILING)
  })

  it.each(SCRIPT_PAGES)("$page leaves the validator (zod) out of its first scripts", async ({ routes }) => {
    for (const file of await firstScripts(routes)) expect(await readScript(file), file).not.toContain(ZOD)
  })

  it("the validator is built, to be loaded after the page is shown", async () => {
    const assets = (await readdir(path.join(CLIENT, "assets"))).filter((file) => file.endsWith(".js"))
    const withZod = []
    for (const file of assets) if ((await readScript(`/assets/${file}`)).includes(ZOD)) withZod.push(file)
    expect(withZod.length).toBeGreaterThan(0)
  })
})
