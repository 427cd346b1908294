// Members' spreadsheets as a president's computer saves them, for the import's tests at every level
// (docs/decisions/members.md#members-move-in-from-a-spreadsheet): a CSV with ';' or ',' in UTF-8
// (with Excel's BOM) or Windows-1252, and an XLSX written by exceljs.
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

/** The XLSX's bytes: one sheet, the rows from its first line. */
export async function xlsxOf(rows: ReadonlyArray<readonly Cell[]>): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet("Associados")
  for (const row of rows) sheet.addRow([...row])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
