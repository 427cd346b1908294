// The architecture page is the map a newcomer follows: every file or folder the developer pages and
// the README name must exist, so a move or a rename that forgets the docs fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const ROOTS = ["app/", "pocketbase/", "scripts/", "server/", "config/", "tests/", "docs/"]

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(full)
    return entry.name.endsWith(".md") ? [full] : []
  })
}

/** The repository paths a page names in code spans: `app/http/env.server.ts`, `app/features/`. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!)
  return (
    spans
      .map((span) => span.replace(/#.*$/, "").replace(/[),.:;]+$/, ""))
      .filter((span) => ROOTS.some((root) => span.startsWith(root)))
      // Placeholders and patterns name a kind of file, not one file.
      .filter((span) => !/[<*{]/.test(span))
  )
}

// What a run makes (test artifacts, builds, data) is named in the docs but ignored by git.
const IGNORED = readFileSync(".gitignore", "utf8")
  .split("\n")
  .map((line) => line.trim().replace(/^\//, ""))
  .filter((line) => line && !line.startsWith("#"))

const exists = (named: string) => existsSync(named) || IGNORED.some((ignored) => named.startsWith(ignored))

describe("the developer pages and the README", () => {
  const pages = ["README.md", ...markdownFiles("docs")]
  for (const page of pages) {
    it(`${page} names only files that exist`, () => {
      const missing = namedPaths(readFileSync(page, "utf8")).filter((named) => !exists(named))
      expect(missing).toEqual([])
    })
  }
})
