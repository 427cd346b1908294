// CSV exports for Brazilian spreadsheets (docs/decisions/search-and-csv-exports.md#csv-for-brazilian-spreadsheets). Excel in pt-BR
// reads `;` as the separator (the comma is the decimal mark) and only takes the file as UTF-8 when it
// starts with a BOM; without it every accent comes out garbled.

const BOM = "\uFEFF"
const SEPARATOR = ";"
const LINE_END = "\r\n"

// A cell starting with one of these is run as a formula by Excel or LibreOffice (CSV injection): a
// name typed on a public form as "=HYPERLINK(...)" must reach the president as text.
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[;"\r\n]/

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The file's text: the BOM, then the header line and one line per row, each ended by CRLF. CPF and
 * phone numbers are stored masked ("123.456.789-09"), so spreadsheets keep them as text, leading
 * zeros included.
 */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [headers, ...rows].map((row) => row.map(cell).join(SEPARATOR) + LINE_END)
  return BOM + lines.join("")
}

/** An amount as pt-BR spreadsheets read a number: "1234,50" (no thousands mark, a comma). */
export const csvAmount = (reais: number) => reais.toFixed(2).replace(".", ",")
