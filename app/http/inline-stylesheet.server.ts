// A page without scripts carries its stylesheet inside its <head> (docs/decisions/caching-and-compression.md#a-page-without-scripts-carries-its-css):
// on a phone's first visit the <link> cost a round trip before anything was painted, about half of
// the largest paint's second on a slow 4G network. Such a page is never hydrated, so React never
// looks for the <link> it rendered. The CSS is the build's own, as the server build inlines it.
import { StringDecoder } from "node:string_decoder"
import { Transform } from "node:stream"
import css from "~/tailwind.css?inline"

// The one stylesheet Remix's <Links> writes (app/root.tsx), by its hashed address.
const STYLESHEET = /<link rel="stylesheet" href="\/assets\/tailwind-[\w-]+\.css"\/>/

/** The head with its stylesheet's <link> replaced by the sheet itself. */
function inlineStylesheet(head: string): string {
  // A function, so the CSS's own "$" signs are not read as replacement patterns.
  return head.replace(STYLESHEET, () => `<style>${css}</style>`)
}

/** A stream that passes the HTML through with the stylesheet inlined in its <head>. */
export function inlineStylesheetStream(): Transform {
  const decoder = new StringDecoder("utf8")
  let head: string | null = ""
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === null) return done(null, chunk)
      head += decoder.write(chunk)
      if (!head.includes("</head>")) return done()
      const text = inlineStylesheet(head)
      head = null
      done(null, text)
    },
    flush(done) {
      done(null, head === null ? "" : inlineStylesheet(head + decoder.end()))
    },
  })
}
