// A receipt as a PDF (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check): the
// model of recibo.ts drawn on A4 with pdfkit (~/utils/pdf.server), saying what its page says: the
// creditor, the declaration with the amount in figures and words, the payment's details, the place
// and day, the line to sign, and the code with its QR to the public check.
import { NEGRITO, pdfOf, REGULAR, signatureLine, type Doc } from "~/utils/pdf.server"
import { qrCodePng } from "~/utils/qr-code.server"
import { RECIBO_TITULO, type Recibo } from "./recibo"

const MARGEM = 56
/** The QR's side on paper, in points (about 3.2 cm: a phone reads it at arm's length). */
const QR_LADO = 90

function heading(doc: Doc, recibo: Recibo) {
  doc.font(NEGRITO).fontSize(12).text(recibo.associacao, { align: "center" })
  if (recibo.cnpj) doc.font(REGULAR).fontSize(10).text(recibo.cnpj, { align: "center" })
  doc.font(REGULAR).fontSize(10).text(recibo.endereco, { align: "center" })
  doc.moveDown(1.2)
  doc.font(NEGRITO).fontSize(16).text(RECIBO_TITULO.toUpperCase(), { align: "center" })
  doc.font(NEGRITO).fontSize(12).text(`Valor: ${recibo.valor}`, { align: "right" })
  doc.moveDown()
}

function body(doc: Doc, recibo: Recibo) {
  doc.font(REGULAR).fontSize(12).text(recibo.declaracao, { align: "justify", lineGap: 3 })
  doc.moveDown()
  for (const { rotulo, valor } of recibo.linhas) {
    doc.font(NEGRITO).fontSize(10).text(`${rotulo}: `, { continued: true })
    doc.font(REGULAR).text(valor)
  }
  doc.moveDown()
  doc.font(REGULAR).fontSize(11).text(recibo.localData, { align: "right" })
}

function signature(doc: Doc, recibo: Recibo) {
  const largura = 260
  const { nome, cargo } = recibo.assinatura
  const legenda = [...(nome ? [nome] : []), cargo, recibo.associacao]
  signatureLine(doc, (doc.page.width - largura) / 2, largura, legenda)
}

/** The code, its QR and its address, in a box of their own at the foot of what was drawn. */
function verification(doc: Doc, verificacao: NonNullable<Recibo["verificacao"]>, qr: Buffer) {
  const largura = doc.page.width - 2 * MARGEM
  const top = doc.y + 28
  doc
    .rect(MARGEM, top, largura, QR_LADO + 16)
    .lineWidth(0.5)
    .stroke()
  doc.image(qr, MARGEM + 8, top + 8, { width: QR_LADO, height: QR_LADO })
  const x = MARGEM + QR_LADO + 20
  const texto = { width: largura - QR_LADO - 28 }
  doc
    .font(NEGRITO)
    .fontSize(11)
    .text(`Código de verificação: ${verificacao.codigo}`, x, top + 16, texto)
  doc.font(REGULAR).fontSize(10).moveDown(0.4).text("Confira se este recibo é autêntico em:", texto)
  doc.text(verificacao.url, texto)
  doc.x = MARGEM
}

/** The receipt's PDF, A4, its bytes. */
export async function reciboPdf(recibo: Recibo): Promise<Uint8Array<ArrayBuffer>> {
  // Four pixels a point: sharp when printed.
  const qr = recibo.verificacao ? await qrCodePng(recibo.verificacao.url, QR_LADO * 4) : null
  const info = { margem: MARGEM, titulo: `${RECIBO_TITULO} — ${recibo.associacao}`, autor: recibo.associacao }
  return pdfOf(info, (doc) => {
    heading(doc, recibo)
    body(doc, recibo)
    signature(doc, recibo)
    if (recibo.verificacao && qr) verification(doc, recibo.verificacao, qr)
  })
}
