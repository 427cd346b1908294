// Members calling an assembly: a fifth of the members able to vote, rounded up, at least one.
import { assinaturasLine, assinaturasNecessarias, atingiu } from "@veteranos/domain/pedidos-assembleia"
import { describe, expect, it } from "vitest"

describe("the signatures a request needs", () => {
  it("are a fifth of the members able to vote, rounded up, and at least one", () => {
    expect(assinaturasNecessarias(11)).toBe(3)
    expect(assinaturasNecessarias(10)).toBe(2)
    expect(assinaturasNecessarias(65)).toBe(13)
    expect(assinaturasNecessarias(61)).toBe(13)
    expect(assinaturasNecessarias(1)).toBe(1)
    expect(assinaturasNecessarias(0)).toBe(1)
  })

  it("are reached exactly at the fifth", () => {
    expect(atingiu(2, 11)).toBe(false)
    expect(atingiu(3, 11)).toBe(true)
    expect(atingiu(12, 61)).toBe(false)
    expect(atingiu(13, 61)).toBe(true)
  })

  it("are shown with the rule they follow", () => {
    expect(assinaturasLine(9, 65)).toBe("Assinaturas: 9 de 13 necessárias (1/5 dos associados aptos)")
  })
})
