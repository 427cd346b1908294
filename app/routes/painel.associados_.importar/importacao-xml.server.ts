// The XLSX parts the import reads, each parsed by saxes as yauzl inflates it, keeping only what the
// template's cells need (docs/decisions/members.md#the-file-is-read-within-bounds): the first sheet's
// name and the date system (workbook), where the parts are (relationships), the shared strings the
// cells point at, and which cell styles show a date.
import { SaxesParser } from "saxes"
import type { Zip } from "./importacao-zip.server"

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void
  text?: (text: string) => void
  close?: (name: string) => void
}

/** An element's name without its namespace prefix (some writers spell <x:row>). */
const localName = (name: string) => name.slice(name.indexOf(":") + 1)

/** The longest text kept from one cell or string: the template's longest field is 300 characters. */
const MAX_TEXTO = 32 * 1024

/** Appends to a cell's or a string's text, within MAX_TEXTO. */
export function appendText(text: string, more: string) {
  if (text.length + more.length > MAX_TEXTO) throw new Error("text too long")
  return text + more
}

/** Parses the part `name` as it inflates; stops once `done()` holds after a chunk. */
export async function readXml(zip: Zip, name: string, on: Handlers, done: () => boolean = () => false) {
  const parser = new SaxesParser()
  if (on.open) {
    const open = on.open
    parser.on("opentag", (tag) => open(localName(tag.name), tag.attributes as Record<string, string>))
  }
  if (on.text) {
    parser.on("text", on.text)
    parser.on("cdata", on.text)
  }
  if (on.close) {
    const close = on.close
    parser.on("closetag", (tag) => close(localName(tag.name)))
  }
  const part = await zip.open(name)
  try {
    for await (const chunk of part) {
      parser.write(chunk as string)
      if (done()) return
    }
    parser.close()
  } finally {
    part.destroy()
  }
}

/** A relationship's target as the ZIP names it: relative to xl/, or from the root when it begins '/'. */
const partName = (target: string) => (target.startsWith("/") ? target.slice(1) : `xl/${target}`)

/** Where the first sheet, the shared strings and the styles are, and the workbook's date system. */
export async function workbookParts(zip: Zip) {
  let sheetId: string | null = null
  let date1904 = false
  await readXml(
    zip,
    "xl/workbook.xml",
    {
      open(name, attributes) {
        if (name === "workbookPr") date1904 = ["1", "true"].includes(attributes["date1904"] ?? "")
        // The first sheet is the workbook's first, as Excel shows its tabs.
        if (name === "sheet" && sheetId === null) {
          const id = Object.keys(attributes).find((key) => key.endsWith(":id"))
          sheetId = id ? (attributes[id] ?? "") : ""
        }
      },
    },
    () => sheetId !== null,
  )
  const parts = { sheet: "", sharedStrings: "", styles: "" }
  await readXml(zip, "xl/_rels/workbook.xml.rels", {
    open(name, { Id, Type = "", Target = "" }) {
      if (name !== "Relationship") return
      if (Id === sheetId) parts.sheet = partName(Target)
      else if (Type.endsWith("/sharedStrings")) parts.sharedStrings = partName(Target)
      else if (Type.endsWith("/styles")) parts.styles = partName(Target)
    },
  })
  if (!parts.sheet || !zip.has(parts.sheet)) throw new Error("no first sheet")
  return { ...parts, date1904 }
}

/** The shared strings at `indices` (rich text as its plain text), read up to the last of them. */
export async function sharedStrings(zip: Zip, name: string, indices: ReadonlySet<number>) {
  const found = new Map<number, string>()
  let last = -1
  for (const index of indices) last = Math.max(last, index)
  if (last < 0 || !name || !zip.has(name)) return found
  let index = -1
  let text = ""
  let inText = false
  // A phonetic guide (<rPh>, Japanese readings) is not the cell's text.
  let phonetic = 0
  await readXml(
    zip,
    name,
    {
      open(tag) {
        if (tag === "si") {
          index++
          text = ""
        } else if (tag === "t") inText = true
        else if (tag === "rPh") phonetic++
      },
      text(more) {
        if (inText && phonetic === 0 && indices.has(index)) text = appendText(text, more)
      },
      close(tag) {
        if (tag === "t") inText = false
        else if (tag === "rPh") phonetic--
        else if (tag === "si" && indices.has(index)) found.set(index, text)
      },
    },
    () => found.has(last) || index > last,
  )
  return found
}

/** Excel's own number formats that show a date (ECMA-376 18.8.30, and the East Asian ones). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57])

/** A format code shows a date when, outside quotes and brackets, it has y, m, d, h or s (as exceljs). */
const isDateCode = (code: string) => /[ymdhs]/i.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""))

/** Which of the cell styles `estilos` (indices of cellXfs) show a date. */
export async function dateStyles(zip: Zip, name: string, estilos: ReadonlySet<number>) {
  const dates = new Set<number>()
  if (estilos.size === 0 || !name || !zip.has(name)) return dates
  const dateFormats = new Set(BUILT_IN_DATES)
  let inCellXfs = false
  let xf = -1
  await readXml(zip, name, {
    open(tag, { numFmtId, formatCode }) {
      // Ids past 65,535 are no writer's: a hostile list of them would only fill the set.
      if (tag === "numFmt" && Number(numFmtId) < 65536 && isDateCode(formatCode ?? ""))
        dateFormats.add(Number(numFmtId))
      else if (tag === "cellXfs") inCellXfs = true
      else if (tag === "xf" && inCellXfs && estilos.has(++xf) && dateFormats.has(Number(numFmtId)))
        dates.add(xf)
    },
    close(tag) {
      if (tag === "cellXfs") inCellXfs = false
    },
  })
  return dates
}
