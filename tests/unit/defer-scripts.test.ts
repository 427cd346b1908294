// The server's half of hydrating after the first paint: Remix's preloads and module script leave
// the server inert, whatever the chunks React streams them in; nothing else of the page changes.
import { Readable } from "node:stream"
import { text } from "node:stream/consumers"
import { describe, expect, it } from "vitest"
import { deferScripts, makeInert } from "~/http/defer-scripts.server"

const PAGE = [
  '<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/assets/tailwind.css"/></head>',
  "<body><h1>Associe-se ⚽ à associação 🎉🎉🎉</h1><p>Seu nome: “José”</p>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/components-B.js"/>',
  '<script nonce="abc">window.__remixContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-C.js";</script>',
  "</body></html>",
].join("")

const INERT = PAGE.replaceAll('<link rel="modulepreload"', '<link data-rel="modulepreload"').replace(
  'type="module" async=""',
  'type="text/plain" data-module=""',
)

async function streamed(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(deferScripts()))
}

describe("Remix's scripts made inert until the page is painted", () => {
  it("turns the preloads and the module script inert, and leaves the rest as it was", () => {
    expect(makeInert(PAGE)).toBe(INERT)
    expect(makeInert(INERT)).toBe(INERT)
  })

  it("whatever the chunks, even split inside a pattern or a character", async () => {
    const bytes = Buffer.from(PAGE)
    for (let size = 1; size <= 64; size += 1) {
      const chunks = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      expect(await streamed(chunks), `chunks of ${size} bytes`).toBe(INERT)
    }
  })

  it("passes a page without scripts through unchanged", async () => {
    const page = "<html><body><p>Próximos eventos 🎉</p></body></html>"
    expect(await streamed([Buffer.from(page)])).toBe(page)
  })
})
