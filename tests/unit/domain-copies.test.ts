// The shared rules (app/domain) are written once: no copy of what they export may come back in the
// code that must read them instead (PocketBase's hooks and everything else under app/: routes,
// features, utils, forms, auth, components). The migrations are history, the other way round: each
// writes out the values it used and requires nothing, so a fresh database runs what the first one
// ran. A copy is any distinctive literal a domain module exports (a string of 12 characters or more,
// wherever it sits in an exported value: a message, a label, the time zone; a bare name is no rule),
// any exported list of 3 or more strings written out in the same order, or a limit's number (see
// LIMIT_NAME) written where a limit is declared (see limitPatterns).
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

type Literals = {
  strings: Map<string, string>
  lists: Map<string, readonly string[]>
  limits: Map<number, string>
}

/**
 * A number is a limit when where it is exported says so (CREDITO_MAX.texto, MAX.nome,
 * CAMPOS.nome.max, LIMITES.fotos, SENHA_MINIMO, IMPORTACAO_ARQUIVO.maxLinhas, LGPD_PRAZO_DIAS) and it
 * is 10 or more: smaller numbers are everywhere for other reasons. "MINUTOS" (a setting's name,
 * minutos_segunda_chamada) is no minimum.
 */
const LIMIT_NAME = /MAX|MIN(?!UTOS)|LIMIT|POR_ENVIO|POR_EXECUCAO|PRAZO/i
const MIN_LIMIT = 10

/**
 * A name, not a rule: a field, a collection, a stored value or an environment variable
 * ("inicio_mandato", "configuracoes", "vice-presidente", "PIX_CHAVE") is how code refers to the
 * data, so it is written where it is used.
 */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

/**
 * A label this short ("Conselho Fiscal") is a copy when written as a text of its own (quoted, or a
 * JSX text): inside a sentence it is the thing's name. A longer literal (a message) is a copy
 * wherever it is written.
 */
const SHORT_LABEL = 30
const standsAlone = (literal: string) =>
  new RegExp(String.raw`(?:["'\`>]|\{\s*)${escapeRegExp(literal)}(?:["'\`<]|\s*\})`)

/** Every distinctive literal in `value`, recursively, labelled with where it was exported. */
function collect(value: unknown, where: string, found: Literals, seen = new Set<unknown>()) {
  if (typeof value === "number") {
    if (value >= MIN_LIMIT && LIMIT_NAME.test(where) && !found.limits.has(value))
      found.limits.set(value, where)
    return
  }
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
  const found: Literals = { strings: new Map(), lists: new Map(), limits: new Map() }
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

/** The code that must read the shared rules rather than repeat them: the hooks and all of app/. */
function scannedFiles(): string[] {
  const code = (file: string) => /\.(js|mjs|ts|tsx)$/.test(file) && !file.endsWith(".d.ts")
  const files = [...filesUnder("pocketbase/pb_hooks", code), ...filesUnder("app", code)]
  return files.filter((file) => !file.startsWith(`app${path.sep}domain${path.sep}`)).sort()
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

const NUMBER = String.raw`(\d[\d_]*)(?![\d.])`

/**
 * Where a limit is declared, so that a number there is a copy when a domain module exports it as a
 * limit: a zod bound (`.max(500)`, `.min(8)`, `.length(11)`), a form control's or an object's bound
 * (`max={28}`, `maxLength={500}`, `max: 120`), a page of PocketBase records (`getList(1, 50`). Cuts,
 * comparisons and constants of other things (`.slice(0, 10)` of a date, a 255-character file name)
 * are not read: the same numbers serve there for other reasons.
 */
const limitPatterns = [
  new RegExp(String.raw`\.(?:max|min|length)\(\s*${NUMBER}`, "g"),
  new RegExp(String.raw`\b(?:max|min|maxLength|minLength|maxlength|minlength)\s*[:=]\s*\{?\s*${NUMBER}`, "g"),
  new RegExp(String.raw`\bgetList\(\s*[^,()]+,\s*${NUMBER}`, "g"),
]

/** Each copy of a shared rule in `code` (comments already out), as what is written and where it is exported. */
function copiesInCode(code: string, literals: Literals): string[] {
  const copies: string[] = []
  for (const [literal, where] of literals.strings) {
    const copied = literal.length < SHORT_LABEL ? standsAlone(literal).test(code) : code.includes(literal)
    if (copied) copies.push(`${JSON.stringify(literal)} (${where})`)
  }
  for (const [where, items] of literals.lists) {
    if (listPattern(items).test(code)) copies.push(`${JSON.stringify(items)} (${where})`)
  }
  for (const pattern of limitPatterns) {
    for (const [written, digits] of code.matchAll(pattern)) {
      const where = literals.limits.get(Number(digits!.replace(/_/g, "")))
      if (where) copies.push(`${written} (${where})`)
    }
  }
  return copies
}

function copiesIn(file: string, literals: Literals): string[] {
  const code = withoutComments(readFileSync(path.join(ROOT, file), "utf8"))
  return copiesInCode(code, literals).map((copy) => `${file}: ${copy}`)
}

describe("the shared rules", () => {
  const literals = domainLiterals()

  it("export literals to look for", () => {
    expect(literals.strings.size + literals.lists.size).toBeGreaterThan(0)
    expect(literals.limits.get(71)).toBe("contas.js SENHA_MAXIMO")
    expect(scannedFiles().length).toBeGreaterThan(0)
  })

  // The other way round, so that a pattern that finds nothing cannot pass for code without copies.
  it("are found where a copy is written", () => {
    const found = (code: string) => copiesInCode(code, literals)
    expect(found(`<h2>Conselho Fiscal</h2>`)).toEqual([expect.stringContaining(`"Conselho Fiscal"`)])
    expect(found(`const text = "Eleito pelo Conselho Fiscal em 2026"`)).toEqual([])
    expect(found(`senha: z.string().max(71)`)).toEqual([".max(71 (contas.js SENHA_MAXIMO)"])
    expect(found(`<input maxLength={71} />`)).toEqual(["maxLength={71 (contas.js SENHA_MAXIMO)"])
    expect(found(`value.slice(0, 71)`)).toEqual([])
    expect(found(`const cargos = ["presidente", "vice-presidente", "financeiro", "secretario"]`)).toEqual([
      expect.stringContaining("(cargos.js CARGOS_POR_TIPO.diretoria)"),
    ])
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
