// An XLSX is a ZIP, and a ZIP may unpack to a thousand times its size (a "zip bomb"). yauzl reads it
// from its central directory: the sizes every entry declares are added up and checked against a bound
// before anything is inflated, and each entry read is inflated through yauzl's own check that it
// yields exactly its declared size, so a size that lies stops at that size, not at the bomb's
// (docs/decisions/members.md#the-file-is-read-within-bounds).
import type { Readable } from "node:stream"
import yauzl from "yauzl"

/** The entries' declared sizes add up to more than the bound. */
export class ZipGrandeError extends Error {}

/** More entries than any spreadsheet has: the directory alone would be held in memory. */
const MAX_ENTRIES = 1000

export type Zip = {
  has(name: string): boolean
  /** The entry's text (UTF-8, split only between characters), inflated within its declared size. */
  open(name: string): Promise<Readable>
  close(): void
}

/** The ZIP of `bytes`, once its entries declare at most `maxBytes` in all; throws otherwise. */
export async function openZip(bytes: Uint8Array, maxBytes: number): Promise<Zip> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true })
  const entries = new Map<string, yauzl.Entry>()
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new Error(`${zip.entryCount} entries`)
    let declared = 0
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize
      if (declared > maxBytes) throw new ZipGrandeError(`more than ${maxBytes} bytes declared`)
      entries.set(entry.fileName, entry)
    }
  } catch (error) {
    zip.close()
    throw error
  }
  return {
    has: (name) => entries.has(name),
    async open(name) {
      const entry = entries.get(name)
      if (!entry) throw new Error(`no ${name} in the ZIP`)
      const stream = await zip.openReadStreamPromise(entry)
      return stream.setEncoding("utf8")
    },
    close: () => zip.close(),
  }
}
