// The year's accounts as the page and the CSV show them
// (app/features/prestacao-de-contas/prestacao-de-contas.ts), from PocketBase's sums (made there:
// tests/integration/prestacao-de-contas.test.ts): the month grid, the methods, the payments and the
// CSV's lines; which years take the fiscal council's opinion (app/domain/prestacao-de-contas.js) and
// which closed years still await it; the general assembly's verdict on them.
import { assembleiaVerdict, isParecerAno, PRESTACAO_ANO_MINIMO } from "@veteranos/domain/prestacao-de-contas"
import { describe, expect, it } from "vitest"
import {
  anosPendentes,
  prestacaoCsvRows,
  CSV_CABECALHO,
  toPrestacaoDeContas,
  type PrestacaoDeContasAnswer,
} from "~/features/prestacao-de-contas/prestacao-de-contas"
import { toCsv } from "~/utils/csv"

const ANSWER: PrestacaoDeContasAnswer = {
  ano: 2025,
  meses: [
    {
      mes: 1,
      lancadas: { quantidade: 3, valor: 240 },
      recebidas: { quantidade: 2, valor: 160 },
      abertas: { quantidade: 1, valor: 80 },
      isentas: { quantidade: 0, valor: 0 },
    },
    {
      mes: 3,
      lancadas: { quantidade: 3, valor: 80.3 },
      recebidas: { quantidade: 2, valor: 0.3 },
      abertas: { quantidade: 0, valor: 0 },
      isentas: { quantidade: 1, valor: 80 },
    },
  ],
  total: {
    lancadas: { quantidade: 6, valor: 320.3 },
    recebidas: { quantidade: 4, valor: 160.3 },
    abertas: { quantidade: 1, valor: 80 },
    isentas: { quantidade: 1, valor: 80 },
  },
  formas: [
    { forma: "", quantidade: 2, valor: 0.3 },
    { forma: "pix", quantidade: 2, valor: 160 },
  ],
  pagamentos: [
    { pago_em: "2025-01-09 02:30:00.000Z", vencimento: "2025-01-10", forma: "pix", valor: 80 },
    { pago_em: "2025-03-11 15:00:00.000Z", vencimento: "2025-03-10", forma: "", valor: 0.1 },
  ],
}

describe("the month grid", () => {
  const prestacao = toPrestacaoDeContas(ANSWER)

  it("has the twelve months, a month without dues at zero", () => {
    expect(prestacao.meses.map((m) => m.nome)).toHaveLength(12)
    expect(prestacao.meses[1]).toMatchObject({
      mes: 2,
      nome: "Fevereiro",
      lancadas: { quantidade: 0, valor: 0 },
    })
  })

  it("lays out PocketBase's lines: each month in its place, and the year's total", () => {
    expect(prestacao.meses[0]).toMatchObject({
      lancadas: { quantidade: 3, valor: 240 },
      recebidas: { quantidade: 2, valor: 160 },
      abertas: { quantidade: 1, valor: 80 },
      isentas: { quantidade: 0, valor: 0 },
    })
    expect(prestacao.total).toEqual({
      lancadas: { quantidade: 6, valor: 320.3 },
      recebidas: { quantidade: 4, valor: 160.3 },
      abertas: { quantidade: 1, valor: 80 },
      isentas: { quantidade: 1, valor: 80 },
    })
  })

  it("lists every method, at zero too, and 'Não informada' only when a payment had none", () => {
    expect(prestacao.formas.map((f) => [f.label, f.quantidade, f.valor])).toEqual([
      ["PIX", 2, 160],
      ["Dinheiro", 0, 0],
      ["Transferência", 0, 0],
      ["Não informada", 2, 0.3],
    ])
    expect(toPrestacaoDeContas({ ...ANSWER, formas: [] }).formas.map((f) => f.label)).toEqual([
      "PIX",
      "Dinheiro",
      "Transferência",
    ])
  })
})

describe("the CSV", () => {
  const text = toCsv(CSV_CABECALHO, prestacaoCsvRows(toPrestacaoDeContas(ANSWER)))

  it("holds the grid with counts and pt-BR amounts, the methods and each payment by São Paulo's day", () => {
    expect(text).toContain("Mês;Lançadas;Valor lançado (R$);Recebidas;")
    expect(text).toContain("Janeiro;3;240,00;2;160,00;1;80,00;0;0,00\r\n")
    expect(text).toContain("Março;3;80,30;2;0,30;0;0,00;1;80,00\r\n")
    expect(text).toContain("Total de 2025;6;320,30;4;160,30;1;80,00;1;80,00\r\n")
    expect(text).toContain("Não informada;2;0,30\r\n")
    // 02:30 UTC on the 9th is still the 8th in São Paulo.
    expect(text).toContain("08/01/2025;10/01/2025;PIX;80,00\r\n")
    expect(text).toContain("11/03/2025;10/03/2025;Não informada;0,10\r\n")
  })
})

describe("the years that take the council's opinion", () => {
  it("are the first year to the current one, both included", () => {
    expect(isParecerAno(PRESTACAO_ANO_MINIMO, 2026)).toBe(true)
    expect(isParecerAno(2025, 2026)).toBe(true)
    expect(isParecerAno(2026, 2026)).toBe(true)
  })

  it("are never a year not yet begun, nor one before the first", () => {
    expect(isParecerAno(2027, 2026)).toBe(false)
    expect(isParecerAno(2100, 2026)).toBe(false)
    expect(isParecerAno(PRESTACAO_ANO_MINIMO - 1, 2026)).toBe(false)
  })

  it("are whole numbers only, as the form and the API send them", () => {
    for (const ano of ["2026", 2025.5, Number.NaN, null, undefined])
      expect(isParecerAno(ano, 2026), String(ano)).toBe(false)
  })
})

describe("the general assembly's verdict on the accounts", () => {
  it("names the result and the São Paulo day of the assembly's first call", () => {
    const data = "2027-03-15 22:00:00.000Z" // 19:00 in São Paulo
    expect(assembleiaVerdict({ assembleia_resultado: "aprovadas", assembleia_data: data })).toBe(
      "Aprovadas pela Assembleia Geral de 15/03/2027",
    )
    expect(
      assembleiaVerdict({ assembleia_resultado: "reprovadas", assembleia_data: "2027-03-16 02:30:00.000Z" }),
    ).toBe("Reprovadas pela Assembleia Geral de 15/03/2027")
  })

  it("is none before the assembly votes the accounts", () => {
    expect(assembleiaVerdict({ assembleia_resultado: "", assembleia_data: "" })).toBeNull()
    expect(assembleiaVerdict({})).toBeNull()
  })
})

describe("the closed years awaiting the council's opinion", () => {
  it("are the years from the oldest due's to last year without one, newest first", () => {
    expect(anosPendentes(2023, 2026, [2024])).toEqual([2025, 2023])
    expect(anosPendentes(2023, 2026, [2023, 2024, 2025, 2026])).toEqual([])
  })

  it("never the current year, still open, nor any when there are no dues", () => {
    expect(anosPendentes(2026, 2026, [])).toEqual([])
    expect(anosPendentes(null, 2026, [])).toEqual([])
  })
})
