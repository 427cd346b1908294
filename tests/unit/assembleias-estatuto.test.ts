// The statute's arithmetic for the general assembly (app/domain/assembleias-estatuto.js), the same
// the site's forms and PocketBase's hooks follow: the notice's lead time, who is able to vote, the
// first call's quorum, on which call the votes start, and an item's result.
import { describe, expect, it } from "vitest"
import {
  aptidaoOf,
  chamadaOf,
  leadTimeError,
  quorumLine,
  quorumPrimeiraChamada,
  resultadoOf,
  segundaChamadaEm,
  votosError,
} from "@veteranos/domain/assembleias-estatuto"

describe("the notice's lead time", () => {
  const today = "2026-11-28"
  it("refuses a first call 9 days ahead, naming the earliest day", () => {
    expect(leadTimeError("2026-12-07", today, 10)).toBe(
      "O estatuto exige 10 dias de antecedência: a data mais próxima é 08/12/2026.",
    )
  })
  it("accepts 10 and 11 days ahead", () => {
    expect(leadTimeError("2026-12-08", today, 10)).toBeNull()
    expect(leadTimeError("2026-12-09", today, 10)).toBeNull()
  })
})

describe("able to vote", () => {
  const mes = "2027-03"
  const due = (data_vencimento: string, status: string) => ({ data_vencimento, status })
  it("is not a member with an open due of the previous month, and says which", () => {
    const member = { ativo: true, mensalidades: [due("2027-02-10 00:00:00.000Z", "pendente")] }
    expect(aptidaoOf(member, mes)).toEqual({ apto: false, motivo: "Mensalidade de 02/2027 em aberto" })
  })
  it("lists several open months in order", () => {
    const mensalidades = [due("2027-01-10", "pendente"), due("2026-12-10", "pendente")]
    expect(aptidaoOf({ ativo: true, mensalidades }, mes).motivo).toBe(
      "Mensalidades em aberto: 12/2026, 01/2027",
    )
  })
  it("is a member whose earlier dues are paid or exempt, or whose open due is of the assembly's month", () => {
    const mensalidades = [
      due("2027-01-10", "pago"),
      due("2027-02-10", "isenta"),
      due("2027-03-05", "pendente"),
    ]
    expect(aptidaoOf({ ativo: true, mensalidades }, mes)).toEqual({
      apto: true,
      motivo: "Em dia com as mensalidades",
    })
  })
  it("is not an inactive member", () => {
    expect(aptidaoOf({ ativo: false, mensalidades: [] }, mes)).toEqual({
      apto: false,
      motivo: "Associado inativo",
    })
  })
})

describe("the first call's quorum", () => {
  it("is more than half of those able to vote: 31 of 61, 31 of 60", () => {
    expect(quorumPrimeiraChamada(61, "1/2")).toBe(31)
    expect(quorumPrimeiraChamada(60, "1/2")).toBe(31)
  })
  it("is written as the panel's quorum line", () => {
    expect(quorumLine(23, 61, 31)).toBe("Presentes aptos: 23 de 61 (37,7%) — quórum da 1ª convocação: 31")
  })
})

describe("on which call the votes start", () => {
  const primeira = Date.parse("2027-03-12T22:00:00Z")
  const segunda = segundaChamadaEm(primeira, 30)
  it("starts on the first call with its quorum", () => {
    expect(
      chamadaOf({ presentesAptos: 31, quorum: 31, agoraMs: primeira, segundaChamadaMs: segunda }),
    ).toEqual({
      chamada: "primeira",
    })
  })
  it("waits for the second call's time without it, then starts with any number", () => {
    const before = chamadaOf({
      presentesAptos: 5,
      quorum: 31,
      agoraMs: segunda - 1,
      segundaChamadaMs: segunda,
    })
    expect(before.error).toBe(
      "Sem o quórum da 1ª convocação (31 aptos presentes), as votações só começam na 2ª convocação.",
    )
    expect(segunda - primeira).toBe(30 * 60000)
    expect(chamadaOf({ presentesAptos: 5, quorum: 31, agoraMs: segunda, segundaChamadaMs: segunda })).toEqual(
      {
        chamada: "segunda",
      },
    )
  })
})

describe("an item's result", () => {
  const simples = { qualificada: false, fracao: "2/3", presentesAptos: 30 }
  const qualificada = { qualificada: true, fracao: "2/3", presentesAptos: 30 }
  it("passes by simple majority of the votes cast; a tie fails and abstentions do not count", () => {
    expect(resultadoOf({ a_favor: 10, contra: 9, abstencoes: 11 }, simples)).toBe("aprovado")
    expect(resultadoOf({ a_favor: 10, contra: 10, abstencoes: 0 }, simples)).toBe("reprovado")
  })
  it("needs two thirds of those present able to vote when qualified: 20 of 30 passes, 19 fails", () => {
    expect(resultadoOf({ a_favor: 20, contra: 0, abstencoes: 10 }, qualificada)).toBe("aprovado")
    expect(resultadoOf({ a_favor: 19, contra: 0, abstencoes: 0 }, qualificada)).toBe("reprovado")
    expect(
      resultadoOf({ a_favor: 21, contra: 2, abstencoes: 0 }, { ...qualificada, presentesAptos: 31 }),
    ).toBe("aprovado")
    expect(
      resultadoOf({ a_favor: 20, contra: 0, abstencoes: 0 }, { ...qualificada, presentesAptos: 31 }),
    ).toBe("reprovado")
  })
})

describe("the counts", () => {
  it("refuse more votes than voters present", () => {
    expect(votosError({ a_favor: 10, contra: 10, abstencoes: 3 }, 22)).toBe(
      "A soma dos votos (23) passa do número de associados aptos presentes (22).",
    )
    expect(votosError({ a_favor: 10, contra: 10, abstencoes: 2 }, 22)).toBeNull()
  })
})
