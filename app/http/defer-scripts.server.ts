// The server's half of hydrating after the first paint (app/http/hydrate-after-paint.ts): the
// HTML as React streams it, with Remix's preloads and module script made inert. Only attributes
// change, so hydration finds the elements it rendered. Nothing a visitor typed can match: React
// writes < and " in text and attributes as entities, and the page's data as escaped JSON.
import { StringDecoder } from "node:string_decoder"
import { Transform } from "node:stream"
import { INERT_MODULE, INERT_PRELOAD } from "~/http/hydrate-after-paint"

const REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', INERT_PRELOAD],
  // React writes <Scripts>'s module script as <script nonce="…" type="module" async="">.
  ['type="module" async=""', INERT_MODULE],
]
// A chunk may end inside a pattern: this much of its end waits for the next chunk.
const HOLD_BACK = Math.max(...REPLACEMENTS.map(([pattern]) => pattern.length)) - 1

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

export function makeInert(html: string): string {
  let result = html
  for (const [pattern, replacement] of REPLACEMENTS) result = result.replaceAll(pattern, replacement)
  return result
}

/** A stream that passes the HTML through with Remix's scripts made inert until the first paint. */
export function deferScripts(): Transform {
  const decoder = new StringDecoder("utf8")
  let pending = ""
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = makeInert(pending + decoder.write(chunk))
      // What is held back cannot hold a whole pattern, which was replaced above already; nor is a
      // character's surrogate pair split between the two.
      let cut = Math.max(0, text.length - HOLD_BACK)
      if (cut > 0 && isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1
      pending = text.slice(cut)
      done(null, text.slice(0, cut))
    },
    flush(done) {
      done(null, makeInert(pending + decoder.end()))
    },
  })
}
