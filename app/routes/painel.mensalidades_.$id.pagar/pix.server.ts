// PIX payment of a due: the static BR Code ('copia e cola') the Central Bank specifies (EMV
// merchant-presented payload with GUI br.gov.bcb.pix, key, amount, currency 986, country BR, name,
// city, a transaction id and the CRC16), made by pix-utils, and its QR code as SVG, both drawn on
// the server so the page works without JavaScript.
import { createStaticPix, hasError } from "pix-utils"
import { qrCodeSvg } from "~/utils/qr-code.server"

export type Cobranca = {
  /** The association's PIX key (e-mail, phone, CPF/CNPJ or random key). */
  chave: string
  beneficiario: string
  cidade: string
  valor: number
  /** Names the payment in the association's bank statement (letters and digits, up to 25). */
  txid: string
  /** Shown to the payer by their bank app. */
  descricao?: string
}

/** The BR Code's fields take plain upper-case ASCII within their lengths (name 25, city 15). */
function plain(value: string, max: number): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim()
}

/** The transaction id for a due: "MENS" and its record id, letters and digits only. */
export function txidFor(mensalidadeId: string): string {
  return `MENS${mensalidadeId}`.replace(/[^A-Za-z0-9]/g, "").slice(0, 25)
}

export function pixCopiaECola(cobranca: Cobranca): string {
  const pix = createStaticPix({
    merchantName: plain(cobranca.beneficiario, 25),
    merchantCity: plain(cobranca.cidade, 15),
    pixKey: cobranca.chave.trim(),
    transactionAmount: Math.round(cobranca.valor * 100) / 100,
    txid: cobranca.txid,
    infoAdicional: cobranca.descricao ? plain(cobranca.descricao, 40) : undefined,
  })
  if (hasError(pix)) throw new Error(`Código PIX inválido: ${pix.message}`)
  return pix.toBRCode()
}

/** The code as an SVG QR code (a viewBox only: the page sizes it). */
export function pixQrCodeSvg(code: string): Promise<string> {
  return qrCodeSvg(code)
}
