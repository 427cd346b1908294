import { describe, expect, it } from "vitest"
import { toCsv } from "~/utils/csv"

const BOM = "\uFEFF"

describe("CSV for Brazilian spreadsheets", () => {
  it("starts with a BOM, separates fields with ';' and ends every line with CRLF", () => {
    const csv = toCsv(["Nome", "Status"], [["Ana", "Pendente"]])
    expect(csv.startsWith(BOM)).toBe(true)
    expect(csv).toBe(`${BOM}Nome;Status\r\nAna;Pendente\r\n`)
  })

  it("keeps accents and gives just the header line when there are no rows", () => {
    expect(toCsv(["Endereço", "Observações"], [])).toBe(`${BOM}Endereço;Observações\r\n`)
    expect(toCsv(["Nome"], [["João Conceição Araújo"]])).toContain("João Conceição Araújo")
  })

  it("quotes a value holding a separator, a quote or a line break, doubling its quotes", () => {
    const csv = toCsv(
      ["Endereço", "Observações", "Nome"],
      [["Rua A; nº 5", 'Disse "olá"\r\nSegunda linha', "Simples"]],
    )
    expect(csv).toBe(
      `${BOM}Endereço;Observações;Nome\r\n"Rua A; nº 5";"Disse ""olá""\r\nSegunda linha";Simples\r\n`,
    )
    expect(toCsv(["A"], [["linha\nnova"]])).toBe(`${BOM}A\r\n"linha\nnova"\r\n`)
  })

  it("puts an apostrophe before a cell a spreadsheet would run as a formula", () => {
    const rows = [['=HYPERLINK("http://x")'], ["+5511"], ["-2+3"], ["@SUM(A1)"], ["\tcmd"], ["\rcmd"]]
    const lines = toCsv(["Nome"], rows).slice(BOM.length).split("\r\n")
    expect(lines.slice(1, 5)).toEqual(['"\'=HYPERLINK(""http://x"")"', "'+5511", "'-2+3", "'@SUM(A1)"])
    expect(lines[5]).toBe("'\tcmd")
    // A leading CR also needs quotes; the apostrophe comes inside them.
    expect(toCsv(["Nome"], [["\rcmd"]])).toBe(`${BOM}Nome\r\n"'\rcmd"\r\n`)
    // Only the first character counts.
    expect(toCsv(["Nome"], [["Ana = Bia"]])).toBe(`${BOM}Nome\r\nAna = Bia\r\n`)
  })

  it("keeps CPF and phone exactly as stored (masked), so they stay text", () => {
    const csv = toCsv(["Telefone", "CPF"], [["(11) 98765-4321", "012.345.678-90"]])
    expect(csv).toBe(`${BOM}Telefone;CPF\r\n(11) 98765-4321;012.345.678-90\r\n`)
  })
})
