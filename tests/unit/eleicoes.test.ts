// The election's shared rules (app/domain/eleicoes.js): the count with blank, null and ties, the
// receipt codes, the seats a slate must fill, the term's default end.
import { randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  apurar,
  CROCKFORD,
  mandatoFimPadrao,
  newReceiptCode,
  normalizeRecibo,
  seatsOf,
  slateProblem,
  turnoutLine,
} from "@veteranos/domain/eleicoes"

describe("apurar", () => {
  it("counts each slate, blank and null apart; a ballot for no standing slate is null", () => {
    const count = apurar(["a", "b", "a", "branco", "nulo", "c"], ["a", "b"])
    expect(count).toEqual({
      chapas: { a: 2, b: 1 },
      branco: 1,
      nulo: 2,
      validos: 3,
      vencedora: "a",
      empate: [],
    })
  })

  it("elects nobody on a tie and names the tied slates", () => {
    expect(apurar(["a", "b", "c", "a", "b"], [{ id: "a" }, { id: "b" }, { id: "c" }])).toMatchObject({
      vencedora: null,
      empate: ["a", "b"],
    })
  })

  it("elects nobody without valid votes: every slate is tied at zero", () => {
    expect(apurar([], ["a", "b"])).toEqual({
      chapas: { a: 0, b: 0 },
      branco: 0,
      nulo: 0,
      validos: 0,
      vencedora: null,
      empate: ["a", "b"],
    })
    expect(apurar(["branco", "nulo"], ["a"])).toMatchObject({ validos: 0, vencedora: null, empate: ["a"] })
  })
})

describe("receipt codes", () => {
  it("are 12 Crockford base32 characters (60 bits) in groups of four, unique over 10,000", () => {
    const codes = new Set<string>()
    for (let i = 0; i < 10_000; i += 1) codes.add(newReceiptCode(randomBytes(8)))
    expect(codes.size).toBe(10_000)
    const alphabet = `[${CROCKFORD}]{4}`
    for (const code of [...codes].slice(0, 100))
      expect(code).toMatch(new RegExp(`^${alphabet}-${alphabet}-${alphabet}$`))
    expect(CROCKFORD).toHaveLength(32)
    expect(CROCKFORD).not.toMatch(/[ILOU]/)
  })

  it("need eight random bytes, and read the same bytes the same way", () => {
    expect(() => newReceiptCode([1, 2, 3])).toThrow()
    expect(newReceiptCode([0, 0, 0, 0, 0, 0, 0, 0])).toBe("0000-0000-0000")
    expect(newReceiptCode([255, 255, 255, 255, 255, 255, 255, 255])).toBe("ZZZZ-ZZZZ-ZZZZ")
  })

  it("are found however a member types them", () => {
    expect(normalizeRecibo(" 7k3q oiL1-abcd ")).toBe("7K3Q-0111-ABCD")
  })
})

describe("slateProblem", () => {
  const board = seatsOf(["diretoria"]).map((seat, i) => ({ ...seat, conta: `c${i}`, nome: `Pessoa ${i}` }))

  it("takes every seat of the elected bodies filled once", () => {
    expect(board.map((seat) => seat.cargo)).toEqual([
      "presidente",
      "vice-presidente",
      "financeiro",
      "secretario",
    ])
    expect(seatsOf(["conselho"]).map((seat) => seat.cargo)).toEqual([
      "presidente-conselho",
      "conselheiro",
      "conselheiro",
      "suplente",
      "suplente",
      "suplente",
    ])
    expect(slateProblem(board, ["diretoria"])).toBeNull()
  })

  it("refuses a seat empty, a person twice, a seat the election does not fill", () => {
    expect(slateProblem(board.slice(1), ["diretoria"])).toBe("Escolha quem ocupa o cargo de Presidente.")
    expect(slateProblem([{ ...board[0]!, conta: "" }, ...board.slice(1)], ["diretoria"])).toBe(
      "Escolha quem ocupa o cargo de Presidente.",
    )
    expect(
      slateProblem([...board.slice(0, 3), { ...board[3]!, conta: "c0", nome: "Pessoa 0" }], ["diretoria"]),
    ).toBe("Pessoa 0 aparece duas vezes na chapa.")
    expect(slateProblem(board, ["conselho"])).toBe("O cargo de Presidente não é eleito neste item.")
    expect(slateProblem(board, ["diretoria", "conselho"])).toBe(
      "Escolha quem ocupa o cargo de Presidente do Conselho Fiscal.",
    )
  })
})

it("ends a term its years later, less a day, and writes the turnout", () => {
  expect(mandatoFimPadrao("2027-01-01", 3)).toBe("2029-12-31")
  expect(mandatoFimPadrao("2028-02-29", 3)).toBe("2031-02-28")
  expect(turnoutLine(12, 23)).toBe("Votaram 12 de 23 aptos presentes")
})
