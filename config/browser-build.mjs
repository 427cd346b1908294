// The shared rules (app/domain) are CommonJS, because PocketBase's hooks require() them. Converted by
// Vite's CommonJS plugin, a module reaches the browser whole: every label, check and hook-only helper
// of it, for a page that shows one label. For the browser's build only, this plugin rewrites each of
// them as the ES module it already is in all but syntax (`const { a } = require("./x.js")` at the
// top, `exports.a = a` at the bottom), so the bundler keeps only what a page uses
// (docs/decisions/scripts-and-hydration.md#a-page-carries-only-what-it-uses).
const DOMAIN = /\/app\/domain\/[\w-]+\.js$/
// A sibling module, or a package's entry (@noble/hashes/hmac: totp.js and seguranca.js need a hash).
const REQUIRE = /const \{([^}]*)\} = require\("(\.\/[\w-]+\.js|@?[\w-]+(?:\/[\w.-]+)*)"\)/g
const EXPORT = /^exports\.(\w+) = (\w+)$/gm

/**
 * A domain module's source as an ES module; throws on any CommonJS it does not know.
 * @param {string} code
 * @param {string} [id] the module's name, for the error
 */
export function domainAsEsm(code, id = "module") {
  /** @type {string[]} */
  const names = []
  const esm = code
    .replace(REQUIRE, (_, bindings, from) => {
      const specifiers = bindings
        .split(",")
        .map((binding) => binding.trim())
        .filter(Boolean)
        .map((binding) => binding.replace(/^(\w+)\s*:\s*(\w+)$/, "$1 as $2"))
      return `import { ${specifiers.join(", ")} } from "${from}"`
    })
    .replace(EXPORT, (_, name, local) => {
      names.push(name === local ? name : `${local} as ${name}`)
      return ""
    })
  if (/\brequire\(|\bexports\b|\bmodule\.exports\b/.test(esm.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ""))) {
    throw new Error(`${id}: CommonJS the browser's build cannot convert (config/browser-build.mjs)`)
  }
  return `${esm}\nexport { ${names.join(", ")} }\n`
}

/**
 * Vite plugin: the domain modules as ES modules in the browser's build (the server requires them).
 * @returns {import("vite").Plugin}
 */
export function domainEsm() {
  return {
    name: "domain-esm",
    apply: "build",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !DOMAIN.test(id)) return null
      return { code: domainAsEsm(code, id), map: null }
    },
  }
}

/**
 * Rollup's manualChunks: every module the root route imports, React and Remix's runtime with them,
 * in one chunk, as every page that has scripts loads all of them anyway. Split by who imports them,
 * they were a dozen small files, each compressed alone (about 1.6 KB more as brotli).
 * @param {string} rootRoute the root route's file, absolute
 * @returns {import("rollup").GetManualChunk}
 */
export function shellChunk(rootRoute) {
  /** @type {Set<string> | undefined} */
  let shell
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!shell) {
      shell = new Set()
      const root = [...getModuleIds()].find((moduleId) => moduleId.split("?")[0] === rootRoute)
      /** @param {string} moduleId */
      const walk = (moduleId) => {
        if (shell.has(moduleId)) return
        shell.add(moduleId)
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) walk(imported)
      }
      if (root) walk(root)
    }
    return shell.has(id) && !getModuleInfo(id)?.isEntry ? "shell" : undefined
  }
}
