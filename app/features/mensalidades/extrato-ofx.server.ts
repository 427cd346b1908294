// The bank's OFX file read into its credits (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues).
// ofx-js parses both the SGML OFX 1.x that Brazilian banks still export (tags left open, text in
// Windows-1252) and the XML OFX 2.x; this module picks the bank statements' transactions out of
// it, keeps the credits (a debit pays no due) and reads the bank's dates and amounts.
import type { Credito } from "@veteranos/domain/extratos"
import { parseSync } from "ofx-js"
import { dayInSaoPaulo } from "~/utils/format"
import { instantInSaoPaulo } from "~/utils/instant.server"
import { decodeText } from "~/utils/text"

/** The file is not a bank statement in OFX. */
export class OfxInvalidoError extends Error {}

/** What the record keeps of the bank's free texts (PocketBase's check has the same bound). */
const TEXT_MAX = 500

// yyyyMMdd[HHmmss[.XXX]][[gmt offset[:tz name]]], as OFX writes dates: "20261110120000[-3:BRT]".
const OFX_DATE =
  /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d+)?)(?::[^\]]*)?\])?$/

/**
 * The instant of an OFX date. Without an offset it is São Paulo's wall time: OFX says GMT, but the
 * Brazilian banks that leave it out write their local time (a date alone is São Paulo's day; its
 * seconds are dropped there).
 */
export function parseOfxDate(value: string): Date | null {
  const match = OFX_DATE.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h = "0", mi = "0", s = "0", offset] = match
  const fields = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number]
  const [year, month, day, hours, minutes, seconds] = fields
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59)
    return null
  const date =
    offset === undefined
      ? instantInSaoPaulo(`${y}-${mo}-${d}`, `${h}:${mi}`)
      : new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - Number(offset) * 3_600_000)
  return Number.isNaN(date.getTime()) ? null : date
}

/** An OFX amount: "80.00", "-50.00", and the "80,00" some banks write. */
function parseAmount(value: string): number {
  const text = value.trim()
  const normal = text.includes(".") ? text : text.replace(",", ".")
  return /^[+-]?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN
}

/** One or many of an OFX aggregate (ofx-js gives an object for one, an array for more). */
function many(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return list.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
}

function text(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : ""
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined
}

function toCredito(transacao: Record<string, unknown>): Credito | null {
  const valor = parseAmount(text(transacao.TRNAMT))
  const fitid = text(transacao.FITID)
  const instante = parseOfxDate(text(transacao.DTPOSTED))
  if (!Number.isFinite(valor) || !fitid || !instante) throw new OfxInvalidoError()
  if (valor <= 0) return null
  return {
    fitid,
    instante: instante.toISOString(),
    data: dayInSaoPaulo(instante),
    valor: Math.round(valor * 100) / 100,
    nome: text(transacao.NAME).slice(0, TEXT_MAX),
    memo: text(transacao.MEMO).slice(0, TEXT_MAX),
  }
}

/**
 * The credits of a bank statement in OFX (1.x SGML or 2.x XML), in the file's order, each FITID
 * once. OfxInvalidoError when the bytes are not one, or a transaction lacks its amount, date or id.
 */
export function readOfx(bytes: Uint8Array): Credito[] {
  // UTF-8 (OFX 2.x, some banks' 1.x) or Windows-1252 (CHARSET:1252).
  const content = decodeText(bytes)
  if (!content.includes("<OFX>")) throw new OfxInvalidoError()
  let ofx: Record<string, unknown> | undefined
  try {
    ofx = record(parseSync(content).OFX)
  } catch {
    throw new OfxInvalidoError()
  }
  const banco = record(ofx?.BANKMSGSRSV1)
  if (!banco) throw new OfxInvalidoError()
  const creditos = new Map<string, Credito>()
  for (const resposta of many(banco.STMTTRNRS)) {
    const lista = record(record(resposta.STMTRS)?.BANKTRANLIST)
    for (const transacao of many(lista?.STMTTRN)) {
      const credito = toCredito(transacao)
      if (credito && !creditos.has(credito.fitid)) creditos.set(credito.fitid, credito)
    }
  }
  return [...creditos.values()]
}
