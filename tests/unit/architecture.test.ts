// What docs/architecture.md claims about where code lives, checked on the code itself, so the map a
// newcomer follows cannot drift from the house it describes.
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { areaOf, callsPocketBase, readSources } from "./architecture-support"

const sources = readSources("app")
const files = [...sources.values()]
const architecture = readFileSync("docs/architecture.md", "utf8")

/** The folders the page's "Where things live" block names (from the repository's root), each with its text. */
function whereThingsLive(): string[] {
  const section = architecture.split("## Where things live")[1]!.split("\n## ")[0]!
  const block = section.split("```")[1] ?? section
  return [...block.matchAll(/^ {2,}([\w.[\]$-]+(?:\/[\w.[\]$-]*)*\/?)\s{2,}\S/gm)].map((match) => match[1]!)
}

const routeModules = files.filter(
  (source) =>
    source.file.startsWith("app/routes/") &&
    areaOf(source.file) !== "app/routes" &&
    (/^app\/routes\/[^/]+\.tsx?$/.test(source.file) || /\/route\.tsx?$/.test(source.file)),
)

describe("the architecture page's map", () => {
  it("names folders that exist, each holding files", () => {
    const named = whereThingsLive()
    expect(named.length).toBeGreaterThan(10)
    const missing = named.filter((entry) => {
      try {
        const stat = statSync(entry)
        return stat.isDirectory() ? readdirSync(entry).length === 0 : false
      } catch {
        return true
      }
    })
    expect(missing).toEqual([])
  })

  it("reaches PocketBase only from server modules of the features, the pages' folders, auth, the panel and http", () => {
    const allowed = /^app\/(features\/[^/]+|routes\/[^/]+|auth|panel|http)\/[^/]+\.server\.ts$/
    const outside = files.filter((source) => callsPocketBase(source) && !allowed.test(source.file))
    expect(outside.map((source) => source.file)).toEqual([])
  })

  it("keeps route modules to loader, action, component, error boundary, meta and headers", () => {
    const allowedExports = new Set([
      "loader",
      "action",
      "default",
      "ErrorBoundary",
      "meta",
      "headers",
      "handle",
      "links",
      "shouldRevalidate",
    ])
    const extra = routeModules.flatMap((source) =>
      [...source.text.matchAll(/^export (?:async )?(?:function|const|let|class|type|interface) (\w+)/gm)]
        .map((match) => match[1]!)
        .filter((name) => !allowedExports.has(name))
        .map((name) => `${source.file}: ${name}`),
    )
    expect(extra).toEqual([])
  })

  it("hands every panel POST to its page's intent table, or refuses it", () => {
    const inline = routeModules.filter(
      (source) =>
        source.file.startsWith("app/routes/painel") &&
        /export async function action/.test(source.text) &&
        !/dispatchIntent\(|unknownIntent\(/.test(source.text),
    )
    expect(inline.map((source) => source.file)).toEqual([])
  })

  it("lets no feature import a page's folder, and no two features import each other", () => {
    const fromFeatures = files.filter((source) => source.file.startsWith("app/features/"))
    const intoRoutes = fromFeatures.flatMap((source) =>
      source.imports
        .filter((target) => target.startsWith("app/routes/"))
        .map((target) => `${source.file} → ${target}`),
    )
    expect(intoRoutes).toEqual([])
    const edges = new Set<string>()
    for (const source of fromFeatures) {
      for (const target of source.imports) {
        const [from, to] = [areaOf(source.file), areaOf(target)]
        if (to.startsWith("app/features/") && from !== to) edges.add(`${from} → ${to}`)
      }
    }
    const both = [...edges].filter((edge) => edges.has(edge.split(" → ").reverse().join(" → ")))
    expect(both).toEqual([])
  })

  it("follows any panel page to PocketBase through its folder and at most one feature", () => {
    // The page's folder, its feature, the shared rules, the hook, the migration: a feature's module
    // that reaches PocketBase through another feature's would add a sixth.
    const chains = files
      .filter((source) => source.file.startsWith("app/features/"))
      .flatMap((source) =>
        source.imports
          .filter((target) => areaOf(target) !== areaOf(source.file) && target.startsWith("app/features/"))
          .filter((target) => callsPocketBase(sources.get(target)!))
          .map((target) => `${source.file} → ${target}`),
      )
    expect(chains).toEqual([])
  })

  it("keeps server modules out of the browser's code", () => {
    const leaks = files
      // The document's server entry and the root route run on the server only, or lose their loader.
      .filter((source) => !/\.server\.tsx?$/.test(source.file) && source.file !== "app/root.tsx")
      .flatMap((source) =>
        source.imports
          .filter((target) => /\.server\.ts$/.test(target) && !source.typeOnly.has(target))
          .filter(() => !routeModules.includes(source))
          .map((target) => `${source.file} → ${target}`),
      )
    expect(leaks).toEqual([])
  })

  it("reads the environment only in app/http/env.server.ts", () => {
    const readers = files.filter((source) => /process\.env/.test(source.text)).map((source) => source.file)
    expect(readers).toEqual(["app/http/env.server.ts"])
  })
})

describe("the decision pages", () => {
  const pages = readdirSync("docs/decisions").filter((name) => name !== "README.md")
  it.each(pages)("%s gives each decision its status and day", (page) => {
    const text = readFileSync(path.join("docs/decisions", page), "utf8")
    const undated = [...text.matchAll(/^## (.+)\n\n(.*)$/gm)]
      .filter(
        (match) => !/^_(Accepted|Replaced by \[[^\]]+\]\([^)]+\)) · \d{4}-\d{2}-\d{2}_$/.test(match[2]!),
      )
      .map((match) => match[1])
    expect(undated).toEqual([])
  })
})
