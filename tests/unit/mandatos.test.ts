// A seat counts within its term, as São Paulo days (app/domain/mandatos.js, papeis.js), and the
// executive board keeps exactly one current president.
import { describe, expect, it } from "vitest"
import { roleOf } from "@veteranos/domain/papeis"
import {
  inTerm,
  MANDATO_MENSAGENS,
  newTermProblem,
  presidenciaProblem,
  termProblem,
} from "@veteranos/domain/mandatos"
import { dayInSaoPaulo, storedDate } from "@veteranos/domain/datas"

const stored = (day: string) => (day ? storedDate(day) : "")
const seat = (cargo: string, inicio: string, fim: string, tipo = "diretoria") => ({
  cargo,
  tipo,
  inicio_mandato: stored(inicio),
  fim_mandato: stored(fim),
})

describe("a seat's term", () => {
  const term = seat("secretario", "2025-01-01", "2027-12-31")

  it("counts from its first day to its last, both included, and not the day after or before", () => {
    expect(inTerm(term, "2024-12-31")).toBe(false)
    expect(inTerm(term, "2025-01-01")).toBe(true)
    expect(inTerm(term, "2027-12-31")).toBe(true)
    expect(inTerm(term, "2028-01-01")).toBe(false)
  })

  it("gives its role on those days only", () => {
    const diretor = [seat("financeiro", "2025-01-01", "2027-12-31")]
    expect(roleOf(diretor, true, "2025-01-01")).toBe("financeiro")
    expect(roleOf(diretor, true, "2027-12-31")).toBe("financeiro")
    expect(roleOf(diretor, true, "2028-01-01")).toBe("associado")
    expect(roleOf(diretor, false, "2024-12-31")).toBe("geral")
  })

  it("leaves an unset end open: a seat stored before terms were kept counts until it is given one", () => {
    expect(inTerm(seat("presidente", "", ""), "2030-06-01")).toBe(true)
    expect(inTerm(seat("presidente", "2025-01-01", ""), "2024-12-31")).toBe(false)
  })

  it("is São Paulo's day: 23:30 there on the last day is still in it, 00:30 the next day is not", () => {
    const lastDay = seat("presidente", "2025-01-01", "2026-11-25")
    expect(inTerm(lastDay, dayInSaoPaulo(new Date("2026-11-26T02:30:00Z")))).toBe(true)
    expect(inTerm(lastDay, dayInSaoPaulo(new Date("2026-11-26T03:30:00Z")))).toBe(false)
  })

  it("may end the day before it begins (ended on its first day), never earlier", () => {
    expect(termProblem(seat("secretario", "2026-11-25", "2026-11-24"))).toBeNull()
    expect(termProblem(seat("secretario", "2026-11-25", "2026-11-23"))).toBe(
      MANDATO_MENSAGENS.fimAntesDoInicio,
    )
  })

  it("given now, ends no earlier than its first day, and ends", () => {
    expect(newTermProblem("2026-11-25", "2026-11-25")).toBeNull()
    expect(newTermProblem("2026-11-25", storedDate("2029-11-24"))).toBeNull()
    expect(newTermProblem("2026-11-25", "2026-11-24")).toBe(MANDATO_MENSAGENS.fimAntesDoInicio)
    expect(newTermProblem("2026-11-25", "")).toBe(MANDATO_MENSAGENS.fimObrigatorio)
  })
})

describe("the presidency", () => {
  const today = "2026-11-25"
  const atual = seat("presidente", "2025-01-01", "2027-12-31")

  it("refuses a change that leaves the board without a current president, naming the presidente", () => {
    const ended = seat("presidente", "2025-01-01", "2026-11-24")
    expect(presidenciaProblem([atual], [ended], today)).toBe(MANDATO_MENSAGENS.semPresidente)
    expect(presidenciaProblem([atual], [], today)).toContain("presidente")
  })

  it("refuses a second president whose term shares a day with the current one's", () => {
    const segundo = seat("presidente", "2027-06-01", "2030-05-31")
    expect(presidenciaProblem([atual], [atual, segundo], today)).toBe(MANDATO_MENSAGENS.doisPresidentes)
  })

  it("takes a transfer: the current one ends yesterday, the next begins today", () => {
    const ended = seat("presidente", "2025-01-01", "2026-11-24")
    const next = seat("presidente", "2026-11-25", "2029-11-24")
    expect(presidenciaProblem([atual], [ended, next], today)).toBeNull()
  })

  it("takes the next term's president after the current one's last day, and past terms as they are", () => {
    const next = seat("presidente", "2028-01-01", "2030-12-31")
    const past = [
      seat("presidente", "2019-01-01", "2021-12-31"),
      seat("presidente", "2021-01-01", "2024-12-31"),
    ]
    expect(presidenciaProblem([atual, ...past], [atual, ...past, next], today)).toBeNull()
  })

  it("lets a board without a president be filled in any order", () => {
    expect(presidenciaProblem([], [], today)).toBeNull()
    expect(presidenciaProblem([], [atual], today)).toBeNull()
  })
})
