// Members' spreadsheets as a president's computer saves them, for the import's tests at every level
// (docs/decisions/members.md#members-move-in-from-a-spreadsheet): a CSV with ';' or ',' in UTF-8
// (with Excel's BOM) or Windows-1252, and an XLSX written by exceljs; and XLSX files written by hand
// as no spreadsheet program writes them, a hostile sender's (docs/decisions/members.md#the-file-is-read-within-bounds).
import { constants, crc32, deflateRawSync } from "node:zlib"
import ExcelJS from "exceljs"
import { IMPORTACAO_COLUNAS } from "@veteranos/domain/importacao"

export const HEADER: readonly string[] = IMPORTACAO_COLUNAS

type Cell = string | number | Date

/** The CSV's bytes; a cell holding the separator, a quote or a line break is quoted. */
export function csvOf(
  rows: ReadonlyArray<readonly Cell[]>,
  { separator, encoding = "utf-8" }: { separator: ";" | ","; encoding?: "utf-8" | "windows-1252" },
): Uint8Array<ArrayBuffer> {
  const cell = (value: Cell) => {
    const text = String(value)
    return /[;,"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  const text = rows.map((row) => row.map(cell).join(separator)).join("\r\n") + "\r\n"
  // Windows-1252 is Latin-1 for every letter Portuguese writes.
  return encoding === "utf-8"
    ? new TextEncoder().encode(`\uFEFF${text}`)
    : new Uint8Array(Buffer.from(text, "latin1"))
}

/**
 * The XLSX's bytes: one sheet, the rows from its first line. A cell may be any exceljs value (rich
 * text, a formula with its result); dates show in `dateFormat` (exceljs's own by default), counted
 * from 1904 when `date1904`.
 */
export async function xlsxOf(
  rows: ReadonlyArray<readonly (Cell | ExcelJS.CellValue)[]>,
  { dateFormat, date1904 = false }: { dateFormat?: string; date1904?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  workbook.properties.date1904 = date1904
  const sheet = workbook.addWorksheet("Associados")
  for (const values of rows) {
    const row = sheet.addRow([...values])
    if (dateFormat) row.eachCell((cell) => cell.value instanceof Date && (cell.numFmt = dateFormat))
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** A ZIP entry: its content already deflated (raw), and the size and CRC its headers declare. */
export type ZipEntry = { name: string; deflated: Uint8Array; size: number; crc: number }

/** An entry of `content`, deflated, declaring its true size and CRC. */
export function zipEntry(name: string, content: string): ZipEntry {
  const bytes = Buffer.from(content)
  return { name, deflated: deflateRawSync(bytes), size: bytes.byteLength, crc: crc32(bytes) }
}

/**
 * An entry of `megabytes` MB of one byte (`fill`, zeros by default) between `before` and `after`,
 * deflated to about a thousandth of that without ever holding it: one MB deflated and flushed (so
 * the next block needs nothing before it), repeated. It declares its true size; its CRC is left 0.
 */
export function fillerEntry(
  name: string,
  megabytes: number,
  { fill = 0, before = "", after = "" }: { fill?: number; before?: string; after?: string } = {},
): ZipEntry {
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH })
  const megabyte = flushed(Buffer.alloc(1024 * 1024, fill))
  const chunks = [
    flushed(Buffer.from(before)),
    ...Array.from({ length: megabytes }, () => megabyte),
    deflateRawSync(Buffer.from(after)),
  ]
  const size = Buffer.byteLength(before) + megabytes * 1024 * 1024 + Buffer.byteLength(after)
  return { name, deflated: Buffer.concat(chunks), size, crc: 0 }
}

/**
 * The bytes of a ZIP of `entries` (deflated, in order), its local headers and central directory
 * declaring each entry's `size`, written by hand: no ZIP library writes a size that lies.
 */
export function zipOf(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, deflated, size, crc } of entries) {
    const fileName = Buffer.from(name)
    // Version 2.0, no flags, deflate, no date, CRC, sizes, name length, no extra field.
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at)
      header.writeUInt16LE(0, at + 2)
      header.writeUInt16LE(8, at + 4)
      header.writeUInt32LE(0, at + 6)
      header.writeUInt32LE(crc >>> 0, at + 10)
      header.writeUInt32LE(deflated.byteLength, at + 14)
      header.writeUInt32LE(size, at + 18)
      header.writeUInt16LE(fileName.byteLength, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    common(local, 4)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    common(central, 6)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, deflated)
    centrals.push(central, fileName)
    offset += local.byteLength + fileName.byteLength + deflated.byteLength
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.byteLength, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships"
const DOC_RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

/**
 * The parts of an XLSX of one sheet, all but the sheet itself (`sheet1`, an entry for
 * xl/worksheets/sheet1.xml): the least Excel and exceljs open.
 */
export function xlsxEntries(sheet1: ZipEntry, others: readonly ZipEntry[] = []): ZipEntry[] {
  return [
    zipEntry(
      "[Content_Types].xml",
      xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
          `<Default Extension="xml" ContentType="application/xml"/>` +
          `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
          `</Types>`,
      ),
    ),
    zipEntry(
      "_rels/.rels",
      xml(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ),
    zipEntry(
      "xl/workbook.xml",
      xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Associados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ),
    zipEntry(
      "xl/_rels/workbook.xml.rels",
      xml(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ),
    ...others,
    sheet1,
  ]
}

/** A sheet's XML of `rows` (text cells, written inline) from its first line; a row of empty cells is written empty. */
export function sheetXml(rows: Iterable<readonly string[]>): string {
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;")
  const parts = [`<worksheet xmlns="${MAIN}"><sheetData>`]
  let line = 0
  for (const row of rows) {
    line++
    // An empty cell is left out, as Excel leaves it.
    const cells = row.map((text, index) =>
      text === ""
        ? ""
        : `<c r="${String.fromCharCode(65 + index)}${line}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
    )
    parts.push(`<row r="${line}">${cells.join("")}</row>`)
  }
  parts.push(`</sheetData></worksheet>`)
  return xml(parts.join(""))
}
