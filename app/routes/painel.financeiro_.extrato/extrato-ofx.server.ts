// The bank's OFX file read into its credits (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues):
// ofx-leitor.server.ts reads every account's transactions in one linear pass; this module keeps the
// credits (a debit pays no due), reads the banks' dates and amounts as they write them, and gives
// each credit its identity, since a FITID alone may repeat.
import { createHash } from "node:crypto"
import { setImmediate } from "node:timers/promises"
import { CREDITO_MAX, type Credito } from "@veteranos/domain/extratos"
import { OfxInvalidoError, readOfxContas, type OfxConta } from "./ofx-leitor.server"
import { dayInSaoPaulo } from "~/utils/format"
import { instantInSaoPaulo } from "~/utils/instant.server"
import { decodeText } from "~/utils/text"

export { OfxInvalidoError }

// yyyyMMdd[HHmmss[.XXX]][[gmt offset[:tz name]]], as OFX writes dates: "20261110120000[-3:BRT]".
const OFX_DATE =
  /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d+)?)(?::[^\]]*)?\])?$/

const HOUR = 3_600_000

/**
 * São Paulo's clock is a whole number of hours from Greenwich, so an hour there is an hour here:
 * each is converted once per statement, not once per credit (a time zone lookup is the costliest
 * step of reading a big statement).
 */
class HorasDeSaoPaulo {
  private readonly instantes = new Map<string, number>()
  private readonly dias = new Map<number, string>()

  /** The instant São Paulo's day `day` (yyyy-MM-dd) reaches `hour` ("HH"), `minutes` after. */
  instant(day: string, hour: string, minutes: number): Date {
    const key = `${day}T${hour}`
    let start = this.instantes.get(key)
    if (start === undefined) {
      start = instantInSaoPaulo(day, `${hour}:00`).getTime()
      this.instantes.set(key, start)
    }
    return new Date(start + minutes * 60_000)
  }

  /** São Paulo's day (yyyy-MM-dd) at `instant`. */
  day(instant: Date): string {
    const hour = Math.floor(instant.getTime() / HOUR)
    let day = this.dias.get(hour)
    if (day === undefined) {
      day = dayInSaoPaulo(new Date(hour * HOUR))
      this.dias.set(hour, day)
    }
    return day
  }
}

/**
 * The instant of an OFX date. Without an offset it is São Paulo's wall time: OFX says GMT, but the
 * Brazilian banks that leave it out write their local time (a date alone is São Paulo's day; its
 * seconds are dropped there).
 */
export function parseOfxDate(value: string, horas = new HorasDeSaoPaulo()): Date | null {
  const match = OFX_DATE.exec(value.trim().slice(0, 40))
  if (!match) return null
  const [, y, mo, d, h = "0", mi = "0", s = "0", offset] = match
  const fields = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number]
  const [year, month, day, hours, minutes, seconds] = fields
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59)
    return null
  const date =
    offset === undefined
      ? horas.instant(`${y}-${mo}-${d}`, h.padStart(2, "0"), minutes)
      : new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - Number(offset) * 3_600_000)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * An OFX amount in cents: "80.00", "-50.00", "+80.00", the "80,00" some banks write and the
 * "1.234,56" or "1,234.56" of others (the last separator is the decimal one). NaN when not one.
 */
function parseCents(value: string): number {
  const text = value.replace(/\s/g, "").slice(0, 30)
  const decimal = Math.max(text.lastIndexOf("."), text.lastIndexOf(","))
  const whole = decimal === -1 ? text : text.slice(0, decimal).replace(/[.,]/g, "")
  const fraction = decimal === -1 ? "" : text.slice(decimal + 1)
  const normal = fraction ? `${whole}.${fraction}` : whole
  return /^[+-]?\d+(\.\d+)?$/.test(normal) ? Math.round(Number(normal) * 100) : Number.NaN
}

// The kinds of transaction that take money out, which some banks write with a positive amount.
const DEBITOS = new Set([
  "DEBIT",
  "PAYMENT",
  "CHECK",
  "FEE",
  "SRVCHG",
  "ATM",
  "POS",
  "DIRECTDEBIT",
  "REPEATPMT",
])

/** The account as the listing shows it: "Banco 001 · Ag. 1234-5 · C/C 12345-6" (parts the bank gave). */
function contaDe({ banco, agencia, numero }: OfxConta): string {
  const parts = [banco && `Banco ${banco}`, agencia && `Ag. ${agencia}`, numero && `C/C ${numero}`]
  return parts.filter(Boolean).join(" · ").slice(0, CREDITO_MAX.conta)
}

const text = (value: string | undefined) => (value ?? "").slice(0, CREDITO_MAX.texto)

/** A transaction's credit, or null for a debit; OfxInvalidoError when its amount, date or id is missing. */
function toCredito(
  conta: string,
  transacao: Record<string, string>,
  horas: HorasDeSaoPaulo,
): Omit<Credito, "id"> | null {
  const cents = parseCents(transacao.TRNAMT ?? "")
  const fitid = (transacao.FITID ?? "").slice(0, CREDITO_MAX.fitid)
  const instante = parseOfxDate(transacao.DTPOSTED ?? "", horas)
  if (!Number.isFinite(cents) || !fitid || !instante) throw new OfxInvalidoError()
  if (cents <= 0 || DEBITOS.has((transacao.TRNTYPE ?? "").toUpperCase())) return null
  return {
    fitid,
    conta,
    instante: instante.toISOString(),
    data: horas.day(instante),
    valor: cents / 100,
    nome: text(transacao.NAME),
    memo: text(transacao.MEMO),
    refnum: text(transacao.REFNUM ?? transacao.CHECKNUM),
  }
}

/**
 * A credit's identity: its account, FITID, instant and amount, and which of the file's credits
 * alike in all four it is (two PIX of the same amount in the same minute, at a bank that numbers
 * by the minute). Short, so a due can keep it.
 */
function identidade(credito: Omit<Credito, "id">, vezes: Map<string, number>): string {
  const chave = JSON.stringify([
    credito.conta,
    credito.fitid,
    credito.instante,
    Math.round(credito.valor * 100),
  ])
  const vez = (vezes.get(chave) ?? 0) + 1
  vezes.set(chave, vez)
  return createHash("sha256").update(`${chave}#${vez}`).digest("base64url").slice(0, 32)
}

/** How many transactions are read before the other requests get their turn. */
const TRANSACOES_POR_VEZ = 2000

/**
 * The credits of a bank statement in OFX (1.x SGML or 2.x XML, every account in it), in the file's
 * order. OfxInvalidoError when the bytes are not one, or a transaction lacks its amount, date or id.
 * Linear in the file's length, and it lets other requests in as it goes.
 */
export async function readOfx(bytes: Uint8Array): Promise<Credito[]> {
  // UTF-8 (OFX 2.x, some banks' 1.x) or Windows-1252 (CHARSET:1252).
  const contas = await readOfxContas(decodeText(bytes))
  const horas = new HorasDeSaoPaulo()
  const vezes = new Map<string, number>()
  const creditos: Credito[] = []
  let lidas = 0
  for (const conta of contas) {
    const nome = contaDe(conta)
    for (const transacao of conta.transacoes) {
      if (++lidas % TRANSACOES_POR_VEZ === 0) await setImmediate()
      const credito = toCredito(nome, transacao, horas)
      if (credito) creditos.push({ id: identidade(credito, vezes), ...credito })
    }
  }
  return creditos
}
