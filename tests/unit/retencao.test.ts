// The retention rule's dates (pocketbase/pb_hooks/lib/retencao.js, run by PocketBase every day):
// what counts as past its age at a given moment.
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { ESCOLINHA_IDADE_MAXIMA } from "@veteranos/domain/escolinha"

// The hook reads the shared rules through `${__hooks}/lib/domain.js`, as PocketBase runs it.
Object.assign(globalThis, { __hooks: fileURLToPath(new URL("../../pocketbase/pb_hooks", import.meta.url)) })
const retencao = createRequire(import.meta.url)("../../pocketbase/pb_hooks/lib/retencao.js") as {
  cutOffs: (agora: Date, meses: number) => { antes: string; nascidoAte: string }
}

describe("the retention cut-offs", () => {
  it("keeps decisions and answers for the configured months", () => {
    expect(retencao.cutOffs(new Date("2026-11-25T06:30:00Z"), 12).antes).toBe("2025-11-25 06:30:00.000Z")
    expect(retencao.cutOffs(new Date("2026-11-25T06:30:00Z"), 6).antes).toBe("2026-05-25 06:30:00.000Z")
  })

  it("lets a child go once they have passed the school's top age on São Paulo's today", () => {
    // 06:30 UTC on 25 November is still 03:30 of 25 November in São Paulo: born on or before
    // 25 November 2015, the child is 11.
    expect(retencao.cutOffs(new Date("2026-11-25T06:30:00Z"), 12).nascidoAte).toBe("2015-11-25 00:00:00.000Z")
    // 01:00 UTC on 25 November is 22:00 of the 24th in São Paulo: a child born on the 25th is still 10.
    expect(retencao.cutOffs(new Date("2026-11-25T01:00:00Z"), 12).nascidoAte).toBe("2015-11-24 00:00:00.000Z")
  })

  it("counts the school's top age from the shared rule", () => {
    const nascidoAte = retencao.cutOffs(new Date("2026-11-25T06:30:00Z"), 12).nascidoAte
    expect(nascidoAte).toBe(`${2026 - ESCOLINHA_IDADE_MAXIMA - 1}-11-25 00:00:00.000Z`)
  })
})
