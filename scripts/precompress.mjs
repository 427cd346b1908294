// Compresses the built client files once, at build time, with gzip and brotli at their best levels,
// so the server sends them without compressing each request (server/index.mjs serves the .br or
// .gz beside each file to the browsers that accept it).
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/
const dir = path.resolve(process.argv[2] ?? "build/client")

let files = 0
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const content = await readFile(file)
  await writeFile(`${file}.gz`, await gzip(content, { level: 9 }))
  await writeFile(
    `${file}.br`,
    await brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  )
  files += 1
}
console.log(`${files} arquivos comprimidos (gzip e brotli) em ${path.relative(process.cwd(), dir)}`)
