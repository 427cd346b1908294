// A wide table on a phone scrolls inside its own box, which a keyboard can reach and a screen reader
// names, and which holds what is positioned inside it (the rows' sr-only texts), so the page itself
// never scrolls sideways (tests/e2e/painel-360.spec.ts measures the pages).
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { TableScroll } from "~/components/ui/data-table"

describe("TableScroll", () => {
  it("is a focusable region named by the table's caption, scrolling sideways and holding its positioned texts", () => {
    const markup = renderToString(
      <TableScroll label="Reservas do espaço" className="mt-3">
        <table />
      </TableScroll>,
    )
    const box = /<div([^>]*)><table>/.exec(markup)?.[1] ?? ""
    expect(box).toContain('role="region"')
    expect(box).toContain('aria-label="Reservas do espaço"')
    expect(box).toContain('tabindex="0"')
    expect(box).toMatch(
      /class="[^"]*\brelative\b[^"]*\boverflow-x-auto\b[^"]*\bfocus-visible:outline\b[^"]*\bmt-3\b/,
    )
  })
})
