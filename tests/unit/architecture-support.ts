// The site's source as the architecture test reads it: each file of app/ with the app files it
// imports, resolved as TypeScript does (`~/`, `./`, `@veteranos/domain/`).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

export type SourceFile = { file: string; text: string; imports: string[]; typeOnly: Set<string> }

const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/route.tsx", "/route.ts", "/index.ts"]

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full)
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2))
  else if (specifier.startsWith("@veteranos/domain/")) base = path.join("app/domain", specifier.slice(18))
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier)
  else return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const IMPORT =
  /(import|export)\s+(type\s+)?([^"'`;]*?)\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g

/** `{ type A, type B }`: every name imported as a type, so nothing of the module is loaded. */
function onlyTypes(names: string): boolean {
  const list = names.trim()
  if (!/^\{[^}]*\}$/.test(list)) return false
  const each = list
    .slice(1, -1)
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  return each.every((name) => name.startsWith("type "))
}

/** Every source file under `root`, with the app files each imports. */
export function readSources(root = "app"): Map<string, SourceFile> {
  const sources = new Map<string, SourceFile>()
  for (const file of listFiles(root)) {
    const text = readFileSync(file, "utf8")
    const imports: string[] = []
    const typeOnly = new Set<string>()
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[4] ?? match[5]!
      const target = resolve(file, specifier)
      if (!target) continue
      imports.push(target)
      if (match[2] || (match[3] && onlyTypes(match[3]))) typeOnly.add(target)
    }
    sources.set(file, { file, text, imports, typeOnly })
  }
  return sources
}

/** The folder a file belongs to for the map: a feature, a page's folder, or a top folder of app/. */
export function areaOf(file: string): string {
  const parts = file.split(path.sep)
  if (parts[1] === "features" || parts[1] === "routes") {
    // A route that is a single file is its own page.
    return parts.length > 3 ? parts.slice(0, 3).join("/") : file.replace(/\.(tsx?|js)$/, "")
  }
  return parts.slice(0, 2).join("/")
}

/** Whether `file` talks to PocketBase itself: its SDK, or a client from app/http/pocketbase.server.ts. */
export const callsPocketBase = (source: SourceFile) =>
  /from\s+["']pocketbase["']/.test(source.text) || /\bcreatePocketBase\(/.test(source.text)
