// A page without scripts carries its CSS in its <head> (docs/decisions/caching-and-compression.md#a-page-without-scripts-carries-its-css),
// however React's stream cuts the HTML; the body streams on untouched.
import { Readable } from "node:stream"
import { text } from "node:stream/consumers"
import { describe, expect, it } from "vitest"
import { inlineStylesheetStream } from "~/http/inline-stylesheet.server"

const HEAD =
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/tailwind-hS_y9-a.css"/></head>'
const BODY = '<body><link rel="stylesheet" href="/assets/tailwind-x.css"/><p>Eventos</p></body></html>'

describe("inlineStylesheetStream", () => {
  it("replaces the stylesheet's link in the head with the sheet, the rest as it came", async () => {
    const html = HEAD + BODY
    // Cut mid-link and mid-</head>.
    const chunks = [html.slice(0, 50), html.slice(50, 110), html.slice(110)].map((part) => Buffer.from(part))
    const out = await text(Readable.from(chunks).pipe(inlineStylesheetStream()))
    expect(out).not.toContain('href="/assets/tailwind-hS_y9-a.css"')
    // The sheet itself is the build's (a test run builds no CSS).
    expect(out).toMatch(/^<html><head><meta charSet="utf-8"\/><style>[^<]*<\/style><\/head>/)
    expect(out.endsWith(BODY)).toBe(true)
  })
})
