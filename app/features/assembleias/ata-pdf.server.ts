// The minutes as a PDF for the registry office (docs/decisions/general-assembly.md#the-minutes-are-written-once-drawn-twice):
// the model of ata.ts drawn on A4 with pdfkit and its standard Helvetica, whose WinAnsi encoding
// covers Portuguese ('ç', 'ã', 'º', 'ª'), so no font file ships. The attendance list is an annex on
// a page of its own, each name with a line to sign on the printed copy.
import PDFDocument from "pdfkit"
import { MINUTA, type Ata } from "./ata"

const MARGEM = 56
const REGULAR = "Helvetica"
const NEGRITO = "Helvetica-Bold"

type Doc = InstanceType<typeof PDFDocument>

/** A new page when less than `altura` points are left on this one. */
function reserve(doc: Doc, altura: number) {
  if (doc.y + altura > doc.page.height - doc.page.margins.bottom) doc.addPage()
}

/** A line to sign on, `largura` wide from `x`, with the signer's name and seat under it. */
function signatureLine(doc: Doc, x: number, largura: number, legenda: string[]) {
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
  doc.x = MARGEM
}

function heading(doc: Doc, ata: Ata) {
  doc.font(NEGRITO).fontSize(12).text(ata.associacao, { align: "center" })
  if (ata.cnpj) doc.font(REGULAR).fontSize(10).text(ata.cnpj, { align: "center" })
  doc.moveDown(0.8)
  doc.font(NEGRITO).fontSize(14).text(ata.titulo, { align: "center" })
  if (!ata.final) doc.moveDown(0.4).font(NEGRITO).fontSize(10).text(MINUTA, { align: "center" })
  doc.moveDown()
}

function body(doc: Doc, ata: Ata) {
  for (const { rotulo, valor } of ata.dados) {
    doc.font(NEGRITO).fontSize(11).text(`${rotulo}: `, { continued: true })
    doc.font(REGULAR).text(valor)
  }
  doc.moveDown().font(NEGRITO).fontSize(12).text("Ordem do dia")
  for (const item of ata.itens) {
    reserve(doc, 60)
    doc.moveDown(0.5).font(NEGRITO).fontSize(11).text(`${item.numero}. ${item.titulo}`)
    doc.font(REGULAR).text(item.votacao)
    for (const eleito of item.eleitos) doc.text(eleito, { indent: 12 })
    if (item.observacoes) doc.text(`Observações: ${item.observacoes}`)
  }
}

function signatures(doc: Doc, ata: Ata) {
  doc.moveDown(1.5)
  const largura = (doc.page.width - 2 * MARGEM - 40) / 2
  reserve(doc, 80)
  const top = doc.y
  ata.assinaturas.forEach(({ cargo, nome }, index) => {
    doc.y = top
    signatureLine(doc, MARGEM + index * (largura + 40), largura, nome ? [nome, cargo] : [cargo])
  })
}

function annex(doc: Doc, ata: Ata) {
  doc.addPage()
  doc.font(NEGRITO).fontSize(12).text("ANEXO — LISTA DE PRESENÇA", { align: "center" })
  doc.font(REGULAR).fontSize(10).text(ata.titulo, { align: "center" })
  const grupos = [
    { titulo: "Aptos a votar", nomes: ata.anexo.aptos },
    { titulo: "Não aptos a votar", nomes: ata.anexo.naoAptos },
  ]
  const largura = doc.page.width - 2 * MARGEM
  for (const { titulo, nomes } of grupos) {
    reserve(doc, 60)
    doc.moveDown().font(NEGRITO).fontSize(11).text(`${titulo} (${nomes.length})`)
    if (nomes.length === 0) doc.font(REGULAR).text("Nenhum.")
    for (const nome of nomes) {
      reserve(doc, 30)
      const y = doc.y + 18
      doc
        .font(REGULAR)
        .fontSize(10)
        .text(nome, MARGEM, y - 12, { width: largura / 2 - 10 })
      doc
        .moveTo(MARGEM + largura / 2, y)
        .lineTo(MARGEM + largura, y)
        .lineWidth(0.5)
        .stroke()
      doc.x = MARGEM
      doc.y = Math.max(doc.y, y + 4)
    }
  }
}

/** The minutes' PDF, A4, its bytes. */
export function ataPdf(ata: Ata): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGEM,
    info: { Title: `${ata.titulo} — ${ata.associacao}`, Author: ata.associacao },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
  })
  heading(doc, ata)
  body(doc, ata)
  signatures(doc, ata)
  annex(doc, ata)
  doc.end()
  return done
}
