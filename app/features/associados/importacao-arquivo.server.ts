// The members' spreadsheet as rows (docs/decisions/members.md#members-move-in-from-a-spreadsheet):
// a CSV (';' or ',', UTF-8 or Windows-1252, as Excel saves it in Brazil) read by csv-parse, or an
// XLSX's first sheet read by exceljs. Each row keeps its line in the file (the header is line 1) and
// each column's text; whether a row is right is PocketBase's question (the shared rule,
// app/domain/importacao.js). A file that is neither, lacks the header or holds too many rows throws
// PlanilhaInvalidaError with the message the page shows.
import { parse } from "csv-parse/sync"
import ExcelJS from "exceljs"
import { IMPORTACAO_ARQUIVO, IMPORTACAO_COLUNAS, type LinhaLida } from "@veteranos/domain/importacao"
import { decodeText } from "~/utils/text"

export class PlanilhaInvalidaError extends Error {}

type Coluna = (typeof IMPORTACAO_COLUNAS)[number]

/** XLSX is a ZIP: it begins "PK\x03\x04". */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/** The text of a CSV: UTF-8 when its bytes are, else Windows-1252 (Excel's "CSV" in Portuguese). */
export function decodeCsv(bytes: Uint8Array): string {
  return decodeText(bytes).replace(/^\uFEFF/, "")
}

const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()

/** Where each column is in the header row; throws when one is missing. */
function columnsOf(header: readonly string[]): Record<Coluna, number> {
  const names = header.map(headerName)
  const at = {} as Record<Coluna, number>
  for (const coluna of IMPORTACAO_COLUNAS) {
    const index = names.indexOf(coluna)
    if (index < 0) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.cabecalho)
    at[coluna] = index
  }
  return at
}

/** The data rows (not blank) as LinhaLida, within the row limit. */
function toRows(header: readonly string[], records: ReadonlyArray<{ linha: number; cells: string[] }>) {
  const at = columnsOf(header)
  const rows: LinhaLida[] = []
  for (const { linha, cells } of records) {
    const row = { linha } as LinhaLida
    for (const coluna of IMPORTACAO_COLUNAS) row[coluna] = (cells[at[coluna]] ?? "").trim()
    if (IMPORTACAO_COLUNAS.every((coluna) => row[coluna] === "")) continue
    if (rows.length === IMPORTACAO_ARQUIVO.maxLinhas)
      throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.linhas)
    rows.push(row)
  }
  if (rows.length === 0) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.vazia)
  return rows
}

/** The CSV's rows; its separator is the one its header uses. */
function readCsv(bytes: Uint8Array): LinhaLida[] {
  // A text never holds a NUL byte; a binary file (an old .xls, a PDF) does.
  if (bytes.includes(0)) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.invalido)
  const text = decodeCsv(bytes)
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const delimiter = firstLine.split(";").length >= firstLine.split(",").length ? ";" : ","
  let records: Array<{ record: string[]; info: { lines: number } }>
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records
  } catch {
    throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.invalido)
  }
  const [header, ...data] = records
  return toRows(
    header?.record ?? [],
    data.map(({ record, info }) => ({ linha: info.lines, cells: record })),
  )
}

/** A cell as the template's text: a date typed in Excel comes back dd/mm/aaaa. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ""
  if (value instanceof Date) {
    const [year, month, day] = value.toISOString().slice(0, 10).split("-")
    return `${day}/${month}/${year}`
  }
  if (typeof value === "object") {
    if ("text" in value && typeof value.text === "string") return value.text
    if ("richText" in value) return value.richText.map((part) => part.text).join("")
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue)
    return ""
  }
  return String(value)
}

/** The first sheet's rows. */
async function readXlsx(bytes: Uint8Array): Promise<LinhaLida[]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    )
  } catch {
    throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.invalido)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.invalido)
  const records: Array<{ linha: number; values: ExcelJS.CellValue[] }> = []
  sheet.eachRow({ includeEmpty: false }, (row, linha) => {
    records.push({ linha, values: Array.isArray(row.values) ? row.values.slice(1) : [] })
  })
  const [header, ...data] = records
  if (!header || header.linha !== 1) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.cabecalho)
  const headerCells = Array.from(header.values, cellText)
  const cpfAt = headerCells.map(headerName).indexOf("cpf")
  return toRows(
    headerCells,
    data.map(({ linha, values }) => ({
      linha,
      // A CPF typed as digits is a number to Excel, which drops its leading zeros.
      cells: Array.from(values, (value, index) =>
        index === cpfAt && typeof value === "number" && Number.isInteger(value)
          ? String(value).padStart(11, "0")
          : cellText(value),
      ),
    })),
  )
}

/** The spreadsheet's rows, from its bytes (XLSX when they are a ZIP, else CSV). */
export async function readPlanilha(bytes: Uint8Array): Promise<LinhaLida[]> {
  if (bytes.byteLength > IMPORTACAO_ARQUIVO.maxBytes)
    throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.grande)
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes)
}
