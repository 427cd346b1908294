// An XLSX's first sheet as the template's columns, read within bounds
// (docs/decisions/members.md#the-file-is-read-within-bounds). The ZIP's parts come from yauzl,
// inflated within their declared sizes (importacao-zip.server.ts), and saxes parses each as it
// inflates (importacao-xml.server.ts): row 1 first, whose texts name the columns; then only those
// columns' cells of each row, up to the row limit, where the read stops; then just the shared strings
// and the styles those cells point at. So whatever the file holds, what is kept is at most the
// header and 5,000 rows of seven cells. exceljs's own readers keep every shared string, and pay for
// every column up to a row's last cell (XFD is 16,384), which a hostile file makes minutes.
import { openZip, type Zip } from "./importacao-zip.server"
import { appendText, dateStyles, readXml, sharedStrings, workbookParts } from "./importacao-xml.server"

export { ZipGrandeError } from "./importacao-zip.server"

/** A cell's value as Excel typed it. */
export type Valor = string | number | boolean | Date | null

/** The sheet has more rows with a value in the template's columns than the limit. */
export class LinhasDemaisError extends Error {}

/** A cell as written: its type (t), its style (s) and its text (<v>, or an inline string's <t>). */
type Celula = { tipo: string; estilo: number; texto: string }
type Row = { linha: number; cells: Map<number, Celula> }

/** Excel's last column, XFD. */
const MAX_COLUNA = 16384

/** A reference's column (A is 1), or null when it names none. */
function columnOf(ref: string): number | null {
  let column = 0
  for (let at = 0; at < ref.length && column <= MAX_COLUNA; at++) {
    const code = ref.charCodeAt(at)
    if (code < 65 || code > 90) break
    column = column * 26 + code - 64
  }
  return column > 0 ? column : null
}

/**
 * The sheet's rows with a value, in order, each with its cells in `columns` (all when null) that
 * hold one; `onRow` returning false stops the read.
 */
async function readRows(
  zip: Zip,
  name: string,
  columns: ReadonlySet<number> | null,
  onRow: (row: Row) => boolean,
) {
  let row: Row = { linha: 0, cells: new Map() }
  let column = 0
  let cell: Celula | null = null
  let inValue = false
  let stop = false
  await readXml(
    zip,
    name,
    {
      open(tag, { r, t, s }) {
        if (tag === "row") {
          const linha = Number(r)
          row = { linha: Number.isInteger(linha) && linha > 0 ? linha : row.linha + 1, cells: new Map() }
          column = 0
        } else if (tag === "c") {
          column = (r ? columnOf(r) : null) ?? column + 1
          if (column > MAX_COLUNA) throw new Error("a column past XFD")
          const kept = columns === null || columns.has(column)
          cell = kept ? { tipo: t ?? "n", estilo: Number(s ?? 0), texto: "" } : null
        } else if (cell && (tag === "v" || tag === "t")) inValue = true
      },
      text(more) {
        if (inValue && cell) cell.texto = appendText(cell.texto, more)
      },
      close(tag) {
        if (tag === "v" || tag === "t") inValue = false
        else if (tag === "c") {
          if (cell && cell.texto !== "") row.cells.set(column, cell)
          cell = null
        } else if (tag === "row" && !stop && row.cells.size > 0) stop = !onRow(row)
      },
    },
    () => stop,
  )
}

/** Excel's day number as a date: days since 1899-12-30 (1904-01-01 in the 1904 system). */
const excelDate = (days: number, date1904: boolean) =>
  new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 86_400_000))

/** The values of `rows`' cells: the shared strings and the date styles they use are read for them. */
async function valuesOf(zip: Zip, parts: Awaited<ReturnType<typeof workbookParts>>, rows: readonly Row[]) {
  const indices = new Set<number>()
  const estilos = new Set<number>()
  for (const { cells } of rows) {
    for (const { tipo, estilo, texto } of cells.values()) {
      if (tipo === "s") indices.add(Number(texto))
      else if (tipo === "n") estilos.add(estilo)
    }
  }
  const strings = await sharedStrings(zip, parts.sharedStrings, indices)
  const dates = await dateStyles(zip, parts.styles, estilos)
  return ({ tipo, estilo, texto }: Celula): Valor => {
    if (tipo === "s") return strings.get(Number(texto)) ?? ""
    if (tipo === "str" || tipo === "inlineStr") return texto
    if (tipo === "b") return texto === "1" || texto === "true"
    if (tipo === "e") return null
    if (tipo === "d") return new Date(texto)
    const number = Number(texto)
    if (!Number.isFinite(number)) return texto
    return dates.has(estilo) ? excelDate(number, parts.date1904) : number
  }
}

/**
 * The first sheet of the XLSX `bytes`, as rows of the template's columns: `columns` finds them in the
 * header's values (row 1; an empty header when row 1 has none) and answers each one's index from 0,
 * or throws. Past `maxRows` rows with a value, LinhasDemaisError; past `maxBytes` unpacked
 * (declared), ZipGrandeError; anything else that is wrong with the file, another error.
 */
export async function xlsxTable(
  bytes: Uint8Array,
  options: { maxBytes: number; maxRows: number; columns: (header: Valor[]) => number[] },
): Promise<Array<{ linha: number; valores: Valor[] }>> {
  const zip = await openZip(bytes, options.maxBytes)
  try {
    const parts = await workbookParts(zip)
    let first: Row | null = null
    await readRows(zip, parts.sheet, null, (row) => {
      first = row
      return false
    })
    const header: Row = first ?? { linha: 1, cells: new Map() }
    const headerValue = await valuesOf(zip, parts, [header])
    const headerValues: Valor[] = []
    if (header.linha === 1)
      for (const [column, cell] of header.cells) headerValues[column - 1] = headerValue(cell)
    const wanted = options.columns(Array.from(headerValues, (value) => value ?? null))

    const rows: Row[] = []
    await readRows(zip, parts.sheet, new Set(wanted.map((index) => index + 1)), (row) => {
      if (row.linha === header.linha) return true
      if (rows.length === options.maxRows) throw new LinhasDemaisError()
      rows.push(row)
      return true
    })
    const valueOf = await valuesOf(zip, parts, rows)
    return rows.map(({ linha, cells }) => ({
      linha,
      valores: wanted.map((index) => {
        const cell = cells.get(index + 1)
        return cell ? valueOf(cell) : null
      }),
    }))
  } finally {
    zip.close()
  }
}
