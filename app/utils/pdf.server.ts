// PDFs drawn on the server with pdfkit (an assembly's minutes, a receipt): A4 in the standard
// Helvetica, whose WinAnsi encoding covers Portuguese ('ç', 'ã', 'º', 'ª'), so no font file ships;
// a document's bytes, the lines to sign on, and the answer that sends it.
import PDFDocument from "pdfkit"
import { DOCUMENTO_ARQUIVO } from "@veteranos/domain/arquivos"

export const REGULAR = "Helvetica"
export const NEGRITO = "Helvetica-Bold"

export type Doc = InstanceType<typeof PDFDocument>

/** A new page when less than `altura` points are left on this one. */
export function reserve(doc: Doc, altura: number) {
  if (doc.y + altura > doc.page.height - doc.page.margins.bottom) doc.addPage()
}

/** A line to sign on, `largura` wide from `x`, with the signer's name and seat under it. */
export function signatureLine(doc: Doc, x: number, largura: number, legenda: string[]) {
  reserve(doc, 70)
  const y = doc.y + 36
  doc
    .moveTo(x, y)
    .lineTo(x + largura, y)
    .lineWidth(0.7)
    .stroke()
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(legenda.join("\n"), x, y + 4, { width: largura, align: "center" })
  doc.x = doc.page.margins.left
}

/** An A4 document with `margem` points of margin and its title, drawn by `draw`: its bytes. */
export function pdfOf(
  { margem, titulo, autor }: { margem: number; titulo: string; autor: string },
  draw: (doc: Doc) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ size: "A4", margin: margem, info: { Title: titulo, Author: autor } })
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
  })
  draw(doc)
  doc.end()
  return done
}

// A document's one type: what the board publishes, the minutes and the receipts alike.
const [PDF] = DOCUMENTO_ARQUIVO.tipos

/**
 * The answer carrying a PDF named `arquivo`: downloaded, or opened in the browser's viewer when the
 * address asks `?imprimir` (a page's 'Imprimir' without JavaScript).
 */
export function pdfResponse(request: Request, bytes: Uint8Array<ArrayBuffer>, arquivo: string) {
  const abrir = new URL(request.url).searchParams.has("imprimir")
  return new Response(bytes, {
    headers: {
      "Content-Type": PDF,
      "Content-Disposition": `${abrir ? "inline" : "attachment"}; filename="${arquivo}"`,
      // Members' names: no shared cache keeps a copy.
      "Cache-Control": "private, no-store",
    },
  })
}
