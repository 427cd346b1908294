// QR codes drawn on the server (the `qrcode` package), so no page carries a QR library: the PIX
// payment's code, the authenticator's set-up address and a receipt's check. One drawing for all:
// medium error correction and a two-module margin, which phone cameras read from a screen or paper.
import QRCode from "qrcode"

const DESENHO = { errorCorrectionLevel: "M", margin: 2 } as const

/** `text` as an SVG QR code: sized by its viewBox only, or `width` pixels when given. */
export function qrCodeSvg(text: string, width?: number): Promise<string> {
  return QRCode.toString(text, { ...DESENHO, type: "svg", width })
}

/** `text` as a PNG QR code `width` pixels wide, for a PDF (pdfkit draws PNG, not SVG). */
export function qrCodePng(text: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...DESENHO, type: "png", width })
}
