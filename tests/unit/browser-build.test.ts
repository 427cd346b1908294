// The browser's build reads each shared rule module (app/domain) as an ES module
// (config/browser-build.mjs), so a page keeps only the exports it uses. The module it reads must
// export exactly what PocketBase's hooks and the server require from the same file, and import
// what the file requires.
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { domainAsEsm } from "../../config/browser-build.mjs"

const DOMAIN = path.resolve("app/domain")
const MODULES = readdirSync(DOMAIN).filter((file) => file.endsWith(".js"))
const require = createRequire(import.meta.url)

const exportedNames = (esm: string) =>
  [...esm.matchAll(/^export \{ ([^}]*) \}$/gm)]
    .flatMap((match) => match[1]!.split(", "))
    .map((specifier) => specifier.split(" as ").at(-1)!)

describe("the shared rules as the browser's build reads them", () => {
  it.each(MODULES)("%s exports what it exports to PocketBase, and requires nothing", (file) => {
    const source = readFileSync(path.join(DOMAIN, file), "utf8")
    const esm = domainAsEsm(source, file)
    expect(exportedNames(esm).sort()).toEqual(Object.keys(require(path.join(DOMAIN, file))).sort())
    expect(esm).not.toMatch(/\brequire\(|^exports\./m)
    const required = [...source.matchAll(/require\("(\.\/[\w-]+\.js)"\)/g)].map((match) => match[1])
    const imported = [...esm.matchAll(/^import \{[^}]*\} from "(\.\/[\w-]+\.js)"$/gm)].map(
      (match) => match[1],
    )
    expect(imported).toEqual(required)
  })

  it("refuses CommonJS it does not know how to convert", () => {
    expect(() => domainAsEsm('const datas = require("./datas.js")\n', "x.js")).toThrow(/x\.js/)
    expect(() => domainAsEsm("module.exports = { a }\n", "x.js")).toThrow(/x\.js/)
  })
})
