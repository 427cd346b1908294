// The members' spreadsheet is read within bounds (docs/decisions/members.md#the-file-is-read-within-bounds):
// hostile files under the 2 MB upload limit, built in memory, each refused with the message the page
// shows (past 5,000 rows; an XLSX whose parts declare more than 30 MB unpacked, refused on what they
// declare; a part that inflates past what it declares), and what Excel writes still read as before.
import { IMPORTACAO_ARQUIVO } from "@veteranos/domain/importacao"
import { describe, expect, it } from "vitest"
import { readPlanilha } from "~/routes/painel.associados_.importar/importacao-arquivo.server"
import {
  csvOf,
  fillerEntry,
  HEADER,
  sheetXml,
  xlsxEntries,
  xlsxOf,
  zipEntry,
  zipOf,
  type ZipEntry,
} from "../support/planilha"

const MB = 1024 * 1024

/** The rows read, or the message of the refusal. */
const outcome = (bytes: Uint8Array) =>
  readPlanilha(bytes).then(
    (rows) => rows,
    (error: Error) => error.message,
  )

const person = (n: number) => [`Pessoa ${n}`, `pessoa${n}@exemplo.org`, "", "", "", "", ""]

function* rows(count: number, between: readonly string[][] = [], row = person) {
  yield HEADER
  for (let n = 1; n <= count; n++) yield* [row(n), ...between]
}

/** About 20 bytes a row, the issue's CSV of 50,000 rows in 1 MB. */
const short = () => ["Ana", "ana@exemplo.org", "", "", "", "", ""]

const sheet = (content: string) => zipEntry("xl/worksheets/sheet1.xml", content)
const xlsx = (sheet1: ZipEntry, others: readonly ZipEntry[] = []) => {
  const bytes = zipOf(xlsxEntries(sheet1, others))
  expect(bytes.byteLength).toBeLessThan(IMPORTACAO_ARQUIVO.maxBytes)
  return bytes
}

describe("the row limit", () => {
  it("refuses a CSV of 50,000 short rows, and an XLSX of 100,000", async () => {
    const csv = csvOf([...rows(50_000, [], short)], { separator: ";" })
    expect(csv.byteLength).toBeLessThan(IMPORTACAO_ARQUIVO.maxBytes)
    expect(await outcome(csv)).toBe("A planilha passa do limite de 5.000 linhas.")
    expect(await outcome(xlsx(sheet(sheetXml(rows(100_000, [], short)))))).toBe(IMPORTACAO_ARQUIVO.linhas)
  })

  it("reads 5,000 rows, the blank ones between them not counted", async () => {
    const blank = [["", "", "", "", "", "", ""]]
    const csv = await outcome(csvOf([...rows(5000, blank)], { separator: ";" }))
    expect(typeof csv === "string" ? csv : [csv.length, csv.at(-1)?.linha]).toEqual([5000, 10_000])
    const sheet1 = sheet(sheetXml(rows(5000, blank)))
    const read = await outcome(xlsx(sheet1))
    expect(typeof read === "string" ? read : [read.length, read.at(-1)?.email]).toEqual([
      5000,
      "pessoa5000@exemplo.org",
    ])
  })
})

describe("an XLSX that unpacks past the bound", () => {
  it("is refused on the sizes its parts declare, before any is inflated", async () => {
    // 1.5 GB of zeros in 1.5 MB: a zip bomb.
    const bomb = fillerEntry("xl/media/zeros.bin", 1500)
    expect(await outcome(xlsx(sheet(sheetXml(rows(1))), [bomb]))).toBe(IMPORTACAO_ARQUIVO.descompactado)
    // The same size declared over bytes that are no deflate at all: inflated, they would be invalid.
    const undecodable = { ...bomb, deflated: new Uint8Array(4096).fill(0xff) }
    expect(await outcome(xlsx(sheet(sheetXml(rows(1))), [undecodable]))).toBe(
      IMPORTACAO_ARQUIVO.descompactado,
    )
  })

  it("is refused when a part inflates past the size it declares", async () => {
    const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    // Spaces between the sheet's tags: well-formed, so only their size can stop the read.
    const spaces = (megabytes: number) =>
      fillerEntry("xl/worksheets/sheet1.xml", megabytes, {
        fill: 0x20,
        before: `<worksheet xmlns="${main}"><sheetData>`,
        after: "</sheetData></worksheet>",
      })
    expect(await outcome(xlsx(spaces(1)))).toBe(IMPORTACAO_ARQUIVO.cabecalho)
    // 300 MB declared as 1 MB: the read stops past that MB.
    expect(await outcome(xlsx({ ...spaces(300), size: MB }))).toBe(IMPORTACAO_ARQUIVO.invalido)
    expect(await outcome(xlsx(spaces(300)))).toBe(IMPORTACAO_ARQUIVO.descompactado)
  })
})

describe("an XLSX's sheet", () => {
  it("keeps only the template's columns: cells as far right as XFD, with or without a value, cost nothing", async () => {
    const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`
    const header = HEADER.map((name, index) => cell(`${String.fromCharCode(65 + index)}1`, name)).join("")
    const lines = [`<row r="1">${header}<c r="XFD1"/></row>`]
    for (let r = 2; r <= 20_001; r++) lines.push(`<row r="${r}"><c r="XFD${r}"/></row>`)
    lines.push(
      `<row r="20002">${cell("A20002", "Ana")}${cell("B20002", "ana@exemplo.org")}${cell("XFD20002", "x")}</row>`,
    )
    const content = `<worksheet xmlns="${main}"><sheetData>${lines.join("")}</sheetData></worksheet>`
    const read = await outcome(xlsx(sheet(content)))
    expect(typeof read === "string" ? read : read.map((r) => [r.linha, r.nome, r.email])).toEqual([
      [20_002, "Ana", "ana@exemplo.org"],
    ])
  })

  it("is read by position when its rows and cells do not say where they are", async () => {
    const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    const row = (cells: readonly string[]) =>
      `<row>${cells.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join("")}</row>`
    const content = `<worksheet xmlns="${main}"><sheetData>${row(HEADER)}${row(person(1))}</sheetData></worksheet>`
    const read = await outcome(xlsx(sheet(content)))
    expect(typeof read === "string" ? read : read.map((r) => [r.linha, r.nome, r.email])).toEqual([
      [2, "Pessoa 1", "pessoa1@exemplo.org"],
    ])
  })

  it("reads what Excel writes: rich text, formulas' results, dates in a format of their own and from 1904", async () => {
    const birth = new Date(Date.UTC(1960, 2, 5))
    const joined = new Date(Date.UTC(1999, 1, 1))
    const line = [
      { richText: [{ text: "Maria " }, { font: { bold: true }, text: "da Silva" }] },
      { formula: 'LOWER("MARIA@EXEMPLO.ORG")', result: "maria@exemplo.org" },
      { formula: "11987654321+0", result: 11987654321 },
      "529.982.247-25",
      birth,
      "Rua A, 10",
      joined,
    ]
    const expected = {
      linha: 2,
      nome: "Maria da Silva",
      email: "maria@exemplo.org",
      telefone: "11987654321",
      cpf: "529.982.247-25",
      data_nascimento: "05/03/1960",
      endereco: "Rua A, 10",
      data_filiacao: "01/02/1999",
    }
    expect(await outcome(await xlsxOf([HEADER, line], { dateFormat: "dd/mm/yyyy" }))).toEqual([expected])
    expect(await outcome(await xlsxOf([HEADER, line], { date1904: true }))).toEqual([expected])
  })
})
