// QR codes drawn on the server as SVG (the `qrcode` package), so no page carries a QR library: the
// PIX payment's code and the authenticator's set-up address. One drawing for both: medium error
// correction and a two-module margin, which phone cameras read from a screen.
import QRCode from "qrcode"

/** `text` as an SVG QR code: sized by its viewBox only, or `width` pixels when given. */
export function qrCodeSvg(text: string, width?: number): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, width })
}
