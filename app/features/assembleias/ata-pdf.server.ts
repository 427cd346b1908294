// The minutes as a PDF for the registry office (docs/decisions/general-assembly.md#the-minutes-are-written-once-drawn-twice):
// the model of ata.ts drawn on A4 with pdfkit (~/utils/pdf.server: its standard Helvetica, so no font
// file ships). The attendance list is an annex on a page of its own, each name with a line to sign
// on the printed copy.
import { NEGRITO, pdfOf, REGULAR, reserve, signatureLine, type Doc } from "~/utils/pdf.server"
import { MINUTA, type Ata } from "./ata"

const MARGEM = 56

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
  const info = { margem: MARGEM, titulo: `${ata.titulo} — ${ata.associacao}`, autor: ata.associacao }
  return pdfOf(info, (doc) => {
    heading(doc, ata)
    body(doc, ata)
    signatures(doc, ata)
    annex(doc, ata)
  })
}
