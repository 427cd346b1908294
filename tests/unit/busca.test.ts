// The search box's text as the lists look for it: accents and capitals do not matter, and a CPF is
// found by its digits however it is punctuated.
import { describe, expect, it } from "vitest"
import { foldForSearch } from "@veteranos/domain/busca"
import { searchTerms } from "~/utils/busca"

describe("foldForSearch", () => {
  it.each([
    ["José da Conceição", "jose da conceicao"],
    ["  ARAÚJO   Gonçalves ", "araujo goncalves"],
    ["Ângela Müller Ñandú", "angela muller nandu"],
    ["ana.souza@Exemplo.com", "ana.souza@exemplo.com"],
  ])("%s → %s", (value, folded) => {
    expect(foldForSearch(value)).toBe(folded)
  })
})

describe("searchTerms", () => {
  it("finds nothing to search in an empty or blank box", () => {
    expect(searchTerms(null)).toBeNull()
    expect(searchTerms("   ")).toBeNull()
  })

  it("folds a name the way the stored key is folded", () => {
    expect(searchTerms("CONCEIÇÃO")).toEqual({ texto: "conceicao", digitos: null })
  })

  it.each([
    ["123.456.789-09", "12345678909"],
    ["12345678909", "12345678909"],
    ["456.789", "456789"],
    [" 789-09 ", "78909"],
  ])("looks for the CPF digits of %s", (q, digitos) => {
    expect(searchTerms(q)?.digitos).toBe(digitos)
  })

  it("does not treat text with digits as a CPF", () => {
    expect(searchTerms("joao123@exemplo.com")).toEqual({ texto: "joao123@exemplo.com", digitos: null })
    expect(searchTerms("...")?.digitos).toBeNull()
  })
})
