// The shared rules (app/domain) are written once: no copy of what they export may come back in the
// code that must read them instead (PocketBase's hooks, the site's schemas, forms, features and
// auth). The migrations are history, the other way round: each writes out the values it used and
// requires nothing, so a fresh database runs what the first one ran. A copy is any distinctive literal a domain module
// exports (a string of 12 characters or more, wherever it sits in an exported value: a message, a
// label, the time zone; a bare name is no rule) or any exported list of 3 or more strings, written
// out in the same order.
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const DOMAIN = path.join(ROOT, "app/domain")
const MIGRATIONS = path.join(ROOT, "pocketbase/pb_migrations")

const MIN_LENGTH = 12
const MIN_ITEMS = 3

type Literals = { strings: Map<string, string>; lists: Map<string, readonly string[]> }

/**
 * A name, not a rule: a field, a collection or an environment variable ("inicio_mandato",
 * "configuracoes", "PIX_CHAVE") is how code refers to the data, so it is written where it is used.
 */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/

/** Every distinctive literal in `value`, recursively, labelled with where it was exported. */
function collect(value: unknown, where: string, found: Literals, seen = new Set<unknown>()) {
  if (typeof value === "string") {
    if (value.length >= MIN_LENGTH && !NAME.test(value) && !found.strings.has(value)) {
      found.strings.set(value, where)
    }
    return
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return
  seen.add(value)
  if (Array.isArray(value) && value.length >= MIN_ITEMS && value.every((item) => typeof item === "string")) {
    found.lists.set(where, value)
  }
  for (const [key, item] of Object.entries(value)) collect(item, `${where}.${key}`, found, seen)
}

function domainLiterals(): Literals {
  const found: Literals = { strings: new Map(), lists: new Map() }
  const load = createRequire(import.meta.url)
  for (const file of readdirSync(DOMAIN).filter((name) => name.endsWith(".js"))) {
    const exported = load(path.join(DOMAIN, file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exported)) collect(value, `${file} ${name}`, found)
  }
  return found
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter(keep)
}

/** The code that must read the shared rules rather than repeat them. */
function scannedFiles(): string[] {
  const code = (file: string) => /\.(js|mjs|ts|tsx)$/.test(file)
  const files = [
    ...filesUnder("pocketbase/pb_hooks", (file) => file.endsWith(".js")),
    ...filesUnder("app", (file) => file.endsWith(".schema.ts")),
    ...filesUnder("app/forms", code),
    ...filesUnder("app/features", code),
    ...filesUnder("app/auth", code),
  ]
  return [...new Set(files)].filter((file) => !file.startsWith(`app${path.sep}domain${path.sep}`)).sort()
}

/** The code without its comments (a comment may name a rule; only code copies it). */
function withoutComments(source: string): string {
  return source.replace(/(^|\s)\/\*[\s\S]*?\*\//g, "$1").replace(/(^|[^:\\"'`])\/\/.*$/gm, "$1")
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The list written out: each item quoted, in order, with only commas and spaces between. */
function listPattern(items: readonly string[]): RegExp {
  return new RegExp(items.map((item) => `["'\`]${escapeRegExp(item)}["'\`]`).join("\\s*,\\s*"))
}

function copiesIn(file: string, literals: Literals): string[] {
  const source = withoutComments(readFileSync(path.join(ROOT, file), "utf8"))
  const copies: string[] = []
  for (const [literal, where] of literals.strings) {
    if (source.includes(literal)) copies.push(`${file}: ${JSON.stringify(literal)} (${where})`)
  }
  for (const [where, items] of literals.lists) {
    if (listPattern(items).test(source)) copies.push(`${file}: ${JSON.stringify(items)} (${where})`)
  }
  return copies
}

describe("the shared rules", () => {
  const literals = domainLiterals()

  it("export literals to look for", () => {
    expect(literals.strings.size + literals.lists.size).toBeGreaterThan(0)
    expect(scannedFiles().length).toBeGreaterThan(0)
  })

  it("are not copied where they must be read", () => {
    const copies = scannedFiles().flatMap((file) => copiesIn(file, literals))
    expect(copies).toEqual([])
  })
})

describe("the migrations, applied history", () => {
  it("require no module, so a fresh database runs what the first one ran", () => {
    const requiring = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith(".js"))
      .filter((name) =>
        /\brequire\s*\(/.test(withoutComments(readFileSync(path.join(MIGRATIONS, name), "utf8"))),
      )
    expect(requiring).toEqual([])
  })
})
