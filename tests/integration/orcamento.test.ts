// The pages' weight budgets, read from the build and from the production server with the demo
// data: the content pages send no script at all and weigh at most 120 KB with their CSS, compressed;
// the JavaScript of each form and panel page stays within its budget. Measured as gzip, what the
// server sends to a browser that asks for it.
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { ownPocketBase, startSite } from "./support"

const CLIENT = path.resolve("build/client")
const KB = 1024

// Content pages: HTML and CSS only (and the gallery, with its slideshow's script).
const CONTENT_PAGES = ["/", "/eventos", "/documentos", "/diretoria", "/privacidade", "/pagina-que-nao-existe"]
const CONTENT_TOTAL = 120 * KB

// The JavaScript a page loads first, by the routes it matches. The target is 100 KB; React and
// Remix's runtime alone weigh about 93 KB, so a page with a form (conform, the page's own code) is
// held where it is: 115 KB, 120 KB in the panel. The forms' validator (zod, the schema) arrives
// after the page is shown, and is not counted (docs/architecture.md#decisions item 45).
const SCRIPT_PAGES: Array<{ page: string; routes: string[]; budget: number }> = [
  { page: "/login", routes: ["routes/login"], budget: 115 * KB },
  { page: "/contato", routes: ["routes/contato"], budget: 115 * KB },
  { page: "/associar", routes: ["routes/associar"], budget: 115 * KB },
  { page: "/escolinha", routes: ["routes/escolinha"], budget: 115 * KB },
  { page: "/painel", routes: ["routes/painel", "routes/painel._index"], budget: 102 * KB },
  { page: "/painel/reservas", routes: ["routes/painel", "routes/painel.reservas"], budget: 120 * KB },
  { page: "/painel/financeiro", routes: ["routes/painel", "routes/painel.financeiro"], budget: 120 * KB },
  { page: "/painel/solicitacoes", routes: ["routes/painel", "routes/painel.solicitacoes"], budget: 120 * KB },
  { page: "/painel/associados", routes: ["routes/painel", "routes/painel.associados"], budget: 120 * KB },
]

const gzipped = async (file: string) => gzipSync(await readFile(path.join(CLIENT, file))).length

type RemixManifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[] }>
}

async function remixManifest(): Promise<{ url: string; manifest: RemixManifest }> {
  const name = (await readdir(path.join(CLIENT, "assets"))).find((file) => /^manifest-.*\.js$/.test(file))
  const text = await readFile(path.join(CLIENT, "assets", name!), "utf8")
  const json = text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")
  return { url: `/assets/${name}`, manifest: JSON.parse(json) as RemixManifest }
}

/** Every script a page with these routes loads first: the manifest, the entry, each route's chunks. */
async function firstScripts(routes: string[]) {
  const { url, manifest } = await remixManifest()
  const files = new Set([url, manifest.entry.module, ...manifest.entry.imports])
  for (const id of ["root", ...routes]) {
    const route = manifest.routes[id]
    expect(route, id).toBeDefined()
    for (const file of [route!.module, ...(route!.imports ?? [])]) files.add(file)
  }
  return [...files]
}

async function scriptBytes(routes: string[]) {
  let total = 0
  for (const file of await firstScripts(routes)) total += await gzipped(file)
  return total
}

// zod's own word for a value of the wrong type: a file that has it carries zod.
const ZOD = '"invalid_type"'
const readScript = (file: string) => readFile(path.join(CLIENT, file), "utf8")

/** The compressed bytes of a page's HTML and its stylesheets. */
async function htmlAndCss(html: string) {
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
  expect(css.length).toBeGreaterThan(0)
  let total = gzipSync(html).length
  for (const sheet of css) total += await gzipped(sheet)
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

  it("/galeria loads only the slideshow's own small script, no React", async () => {
    const html = await (await fetch(`${site.url}/galeria`)).text()
    expect(html).not.toContain('rel="modulepreload"')
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts).toHaveLength(1)
    const src = /src="([^"]+)"/.exec(scripts[0]!)?.[1]
    expect(src).toMatch(/^\/assets\/slideshow-[\w-]+\.js$/)
    const script = await gzipped(src!)
    expect(script).toBeLessThanOrEqual(3 * KB)
    expect((await htmlAndCss(html)) + script).toBeLessThanOrEqual(CONTENT_TOTAL)
  })

  it("while a form page still hydrates", async () => {
    expect(await (await fetch(`${site.url}/contato`)).text()).toContain("<script")
  })
})

describe("the scripts of the pages that need them", () => {
  it.each(SCRIPT_PAGES)("$page loads at most its budget", async ({ routes, budget }) => {
    expect(await scriptBytes(routes)).toBeLessThanOrEqual(budget)
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
