// A part loaded on demand (app/components/ui/on-demand.tsx): the server's HTML holds it, inside the
// Suspense boundary the browser hydrates once its code has arrived.
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "node:stream"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { onDemand } from "~/components/ui/on-demand"

/** The HTML React streams for `element` once its shell is ready, as app/entry.server.tsx sends it. */
function shellHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk)
        done()
      },
    })
    sink.on("finish", () => resolve(html))
    const stream = renderToPipeableStream(element, {
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
    })
  })
}

const Aviso = ({ texto }: { texto: string }) => <p role="status">{texto}</p>

describe("a part loaded on demand", () => {
  it("is in the server's HTML from the first page, inside a Suspense boundary", async () => {
    const Parte = onDemand(() => Promise.resolve(Aviso))
    await Promise.resolve()
    const html = await shellHtml(<Parte texto="Corrija 2 campos:" />)
    expect(html).toBe('<!--$--><p role="status">Corrija 2 campos:</p><!--/$-->')
  })

  it("whose code cannot be loaded reaches the error boundary once, not a loop", async () => {
    const Parte = onDemand<{ texto: string }>(() => Promise.reject(new Error("sem rede")))
    await new Promise((resolve) => setTimeout(resolve))
    const errors: unknown[] = []
    await new Promise<void>((resolve) => {
      renderToPipeableStream(<Parte texto="x" />, {
        onShellError: (error) => (errors.push(error), resolve()),
        onError: (error) => void errors.push(error),
        onAllReady: resolve,
      })
    })
    expect(String(errors[0])).toContain("sem rede")
  })

  it("an optional part whose code cannot be loaded is left out", async () => {
    const Parte = onDemand<{ texto: string }>(() => Promise.reject(new Error("sem rede")), { optional: true })
    await new Promise((resolve) => setTimeout(resolve))
    expect(await shellHtml(<Parte texto="x" />)).toBe("<!--$--><!--/$-->")
  })
})
