// The members' spreadsheet as rows (docs/decisions/members.md#members-move-in-from-a-spreadsheet):
// a CSV (';' or ',', UTF-8 or Windows-1252, as Excel saves it in Brazil) read by csv-parse, or an
// XLSX's first sheet (importacao-xlsx.server.ts). Each row keeps its line in the file (the header is line 1) and
// each column's text; whether a row is right is PocketBase's question (the shared rule,
// app/domain/importacao.js). A file that is neither, lacks the header or holds too many rows throws
// PlanilhaInvalidaError with the message the page shows. Either file is read as a stream that stops
// at the row limit, in slices between which the server answers other requests, keeping only the
// template's columns (docs/decisions/members.md#the-file-is-read-within-bounds).
import { parse } from "csv-parse"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { setImmediate } from "node:timers/promises"
import { IMPORTACAO_ARQUIVO, IMPORTACAO_COLUNAS, type LinhaLida } from "@veteranos/domain/importacao"
import { LinhasDemaisError, type Valor, xlsxTable, ZipGrandeError } from "./importacao-xlsx.server"
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

/** The data rows as they are read: each one not blank, up to the row limit (past it, a throw). */
class Linhas {
  readonly #lidas: LinhaLida[] = []

  /** The row at `linha`, the text of each of its columns given by `cell`. */
  add(linha: number, cell: (coluna: Coluna) => string) {
    const row = { linha } as LinhaLida
    for (const coluna of IMPORTACAO_COLUNAS) row[coluna] = cell(coluna).trim()
    if (IMPORTACAO_COLUNAS.every((coluna) => row[coluna] === "")) return
    if (this.#lidas.length === IMPORTACAO_ARQUIVO.maxLinhas)
      throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.linhas)
    this.#lidas.push(row)
  }

  /** The rows read; throws when there is none. */
  done(): LinhaLida[] {
    if (this.#lidas.length === 0) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.vazia)
    return this.#lidas
  }
}

/** A failure while reading, as the page tells it. */
function refusal(error: unknown) {
  if (error instanceof PlanilhaInvalidaError) return error
  if (error instanceof ZipGrandeError) return new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.descompactado)
  if (error instanceof LinhasDemaisError) return new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.linhas)
  return new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.invalido)
}

/** How much of a CSV's text is parsed before the server turns to other requests (about 1 ms). */
const SLICE = 16 * 1024

async function* slices(text: string) {
  for (let at = 0; at < text.length; at += SLICE) {
    yield text.slice(at, at + SLICE)
    await setImmediate()
  }
}

/** The CSV's rows; its separator is the one its header uses. */
async function readCsv(bytes: Uint8Array): Promise<LinhaLida[]> {
  // A text never holds a NUL byte; a binary file (an old .xls, a PDF) does.
  if (bytes.includes(0)) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.invalido)
  const text = decodeCsv(bytes)
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const delimiter = firstLine.split(";").length >= firstLine.split(",").length ? ";" : ","
  let at: Record<Coluna, number> | null = null
  const linhas = new Linhas()
  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    // Each record is taken as it is parsed, the first as the header, and only its template's columns
    // are kept; a throw (past the row limit) stops the parser. Nothing is passed on.
    on_record: (record, { lines }) => {
      const columns = at
      if (columns) linhas.add(lines, (coluna) => record[columns[coluna]] ?? "")
      else at = columnsOf(record)
      return null
    },
  })
  try {
    await pipeline(Readable.from(slices(text)), parser.resume())
  } catch (error) {
    throw refusal(error)
  }
  if (!at) throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.cabecalho)
  return linhas.done()
}

/** A cell as the template's text: a date typed in Excel comes back dd/mm/aaaa. */
function cellText(value: Valor): string {
  if (value === null) return ""
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return ""
    const [year, month, day] = value.toISOString().slice(0, 10).split("-")
    return `${day}/${month}/${year}`
  }
  return String(value)
}

/** The first sheet's rows; its header is line 1. */
async function readXlsx(bytes: Uint8Array): Promise<LinhaLida[]> {
  const linhas = new Linhas()
  try {
    const table = await xlsxTable(bytes, {
      maxBytes: IMPORTACAO_ARQUIVO.maxDescompactado,
      maxRows: IMPORTACAO_ARQUIVO.maxLinhas,
      columns: (header) => {
        const at = columnsOf(Array.from(header, cellText))
        return IMPORTACAO_COLUNAS.map((coluna) => at[coluna])
      },
    })
    for (const { linha, valores } of table) {
      linhas.add(linha, (coluna) => {
        const value = valores[IMPORTACAO_COLUNAS.indexOf(coluna)] ?? null
        // A CPF typed as digits is a number to Excel, which drops its leading zeros.
        return coluna === "cpf" && typeof value === "number" && Number.isInteger(value)
          ? String(value).padStart(11, "0")
          : cellText(value)
      })
    }
  } catch (error) {
    throw refusal(error)
  }
  return linhas.done()
}

/** The spreadsheet's rows, from its bytes (XLSX when they are a ZIP, else CSV). */
export async function readPlanilha(bytes: Uint8Array): Promise<LinhaLida[]> {
  if (bytes.byteLength > IMPORTACAO_ARQUIVO.maxBytes)
    throw new PlanilhaInvalidaError(IMPORTACAO_ARQUIVO.grande)
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes)
}
