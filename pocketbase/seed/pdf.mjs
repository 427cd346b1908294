// A minimal PDF 1.4 writer for the demo documents: one A4 page of Helvetica text. Real readers must
// open the files (the site offers them for download), so the cross-reference table carries exact byte
// offsets. The whole file is built as a "binary string" (one character per byte) to count bytes.

// WinAnsiEncoding equals Latin-1 from 0xA0 up (all Portuguese accents); these few typographic
// characters live in its 0x80-0x9F range instead.
const WIN_ANSI_EXTRA = {
  "\u20ac": 0x80,
  "\u2026": 0x85,
  "\u2022": 0x95,
  "\u2013": 0x96,
  "\u2014": 0x97,
  "\u2018": 0x91,
  "\u2019": 0x92,
  "\u201c": 0x93,
  "\u201d": 0x94,
}

/** Text as a PDF literal string in WinAnsi bytes, with the delimiters escaped. */
function pdfString(text) {
  let out = ""
  for (const ch of text) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0)
    const byte = code <= 0xff && (code >= 0x20 || code === 0x09) ? code : 0x3f // "?"
    const c = String.fromCharCode(byte)
    out += c === "\\" || c === "(" || c === ")" ? `\\${c}` : c
  }
  return `(${out})`
}

/** Breaks a paragraph into lines that fit the page at 11 pt (Helvetica averages about 0.5 em). */
function wrap(paragraph, maxChars = 88) {
  const lines = []
  let line = ""
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The page's content stream: title, subtitle, paragraphs, footer. */
function pageContent({ title, subtitle, paragraphs, footer }) {
  const ops = ["BT", "/F2 18 Tf", "56 780 Td", `${pdfString(title)} Tj`]
  if (subtitle) ops.push("/F1 11 Tf", "0.35 0.35 0.35 rg", "0 -24 Td", `${pdfString(subtitle)} Tj`)
  ops.push("0 0 0 rg", "/F1 11 Tf", "16 TL", "0 -14 Td")
  let budget = 40 // lines that fit between the header and the footer
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph)) {
      if (budget-- <= 0) break
      ops.push("T*", `${pdfString(line)} Tj`)
    }
    ops.push("T*")
    budget--
  }
  ops.push("ET")
  if (footer) {
    ops.push("BT", "/F1 8 Tf", "0.45 0.45 0.45 rg", "56 40 Td", `${pdfString(footer)} Tj`, "ET")
  }
  return ops.join("\n") + "\n"
}

/**
 * A one-page PDF with the given text.
 * @param {{ title: string, subtitle?: string, paragraphs: string[], footer?: string }} doc
 * @returns {Buffer}
 */
export function makePdf(doc) {
  const content = pageContent(doc)
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] " +
      "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    // PDFDocEncoding matches Latin-1 for the accents, so the title shows right in viewers.
    `<< /Title ${pdfString(doc.title)} /Producer ${pdfString("Seed de demonstração")} >>`,
  ]
  // The binary comment line tells transfer tools the file is not plain text.
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, "latin1")
}
