// The OFX reader of the bank statement (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues): the
// SGML 1.x that most Brazilian banks still export (leaf tags left open) and the XML 2.x, read by
// one left-to-right pass over the text. Each step finds the next `<` or `>` with indexOf and moves
// past it, and no regular expression sees more than one tag or one value, so the time grows with
// the file's length and nothing in a file can make it backtrack (a statement once froze the site
// for seconds through a regular expression of the parser this replaced).
//
// It keeps only what a statement's credits need: each `<STMTRS>` (one account's statement, a file
// may hold several) with its account (`<BANKACCTFROM>`) and its transactions (`<STMTTRN>`), each
// a map of its leaf elements. Credit card statements (`<CCSTMTRS>`) pay no due and are skipped.
import { setImmediate } from "node:timers/promises"

/** One account's statement: the bank's ids of the account and its transactions' leaf values. */
export type OfxConta = {
  banco: string
  agencia: string
  numero: string
  transacoes: Array<Record<string, string>>
}

/** The file has no `<OFX>` or no bank statement in it. */
export class OfxInvalidoError extends Error {}

// A tag's name in OFX: capitals, digits and dots, as long as the specification's longest.
const TAG_NAME = /^\/?[A-Za-z][A-Za-z0-9._]{0,39}$/
// An entity, bounded on both sides: "&amp;", "&#227;", "&#xE3;".
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,6});/g
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }
/** A value longer than this is cut: no bank writes more in one field. */
const VALUE_MAX = 1000

function decodeEntities(value: string): string {
  if (!value.includes("&")) return value
  return value.replace(ENTITY, (entity, body: string) => {
    if (body[0] !== "#") return NAMED[body.toLowerCase()] ?? entity
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

const clean = (raw: string) => decodeEntities(raw.slice(0, VALUE_MAX)).replace(/\s+/g, " ").trim()

/** Where a transaction's leaf values and an account's ids are read from. */
type Leitura = {
  contas: OfxConta[]
  conta: OfxConta | null
  transacao: Record<string, string> | null
  /** Inside <BANKACCTFROM> of the current statement. */
  naConta: boolean
  /** Inside <CCSTMTRS>: nothing in it is read. */
  noCartao: boolean
}

const ACCOUNT_LEAVES: Record<string, "banco" | "agencia" | "numero"> = {
  BANKID: "banco",
  BRANCHID: "agencia",
  ACCTID: "numero",
}

function closeTransacao(state: Leitura) {
  if (state.transacao && state.conta) state.conta.transacoes.push(state.transacao)
  state.transacao = null
}

function onTag(state: Leitura, name: string, closing: boolean) {
  switch (name) {
    case "CCSTMTRS":
      state.noCartao = !closing
      return
    case "STMTRS":
      closeTransacao(state)
      state.naConta = false
      state.conta = null
      if (!closing && !state.noCartao) {
        state.conta = { banco: "", agencia: "", numero: "", transacoes: [] }
        state.contas.push(state.conta)
      }
      return
    case "BANKACCTFROM":
      state.naConta = !closing && state.conta !== null
      return
    case "STMTTRN":
      // A transaction ends at its closing tag, or at the next one when a bank leaves it open.
      closeTransacao(state)
      if (!closing && state.conta) state.transacao = {}
      return
    case "BANKTRANLIST":
      closeTransacao(state)
  }
}

function onValue(state: Leitura, leaf: string, raw: string) {
  const value = clean(raw)
  if (!value) return
  if (state.transacao) {
    // The first value wins: a <PAYEE> aggregate's NAME does not replace the transaction's.
    if (!(leaf in state.transacao)) state.transacao[leaf] = value
  } else if (state.naConta && state.conta && leaf in ACCOUNT_LEAVES) {
    state.conta[ACCOUNT_LEAVES[leaf]!] = value
  }
}

/** How much of the text is read before the other requests get their turn. */
const SLICE = 64 * 1024

/**
 * The bank statements of an OFX file's text, in the file's order. OfxInvalidoError when it has no
 * `<OFX>` element or no bank statement (`<STMTRS>`). It yields to the event loop every slice of
 * the text, so a big file never holds the site's other requests.
 */
export async function readOfxContas(text: string): Promise<OfxConta[]> {
  const start = text.indexOf("<OFX>")
  if (start === -1) throw new OfxInvalidoError()
  const state: Leitura = { contas: [], conta: null, transacao: null, naConta: false, noCartao: false }
  /** The leaf whose value the text after it is (SGML leaves are never closed). */
  let leaf: string | null = null
  let at = start
  let pause = start + SLICE
  while (at < text.length) {
    if (at >= pause) {
      await setImmediate()
      pause = at + SLICE
    }
    const open = text.indexOf("<", at)
    const end = open === -1 ? text.length : open
    if (leaf !== null && end > at) onValue(state, leaf, text.slice(at, end))
    if (open === -1) break
    // Comments, processing instructions and declarations carry nothing a statement needs.
    if (text.startsWith("<!--", open)) {
      const close = text.indexOf("-->", open + 4)
      at = close === -1 ? text.length : close + 3
      continue
    }
    const close = text.indexOf(">", open + 1)
    if (close === -1) break
    const tag = text.slice(open + 1, close).trim()
    at = close + 1
    if (tag[0] === "?" || tag[0] === "!") continue
    if (!TAG_NAME.test(tag)) {
      // Not a tag (a "<" a bank left unescaped in a text): it stays part of the value.
      if (leaf !== null) onValue(state, leaf, text.slice(open, close + 1))
      continue
    }
    const closing = tag[0] === "/"
    const name = (closing ? tag.slice(1) : tag).toUpperCase()
    leaf = closing ? null : name
    onTag(state, name, closing)
  }
  closeTransacao(state)
  if (state.contas.length === 0) throw new OfxInvalidoError()
  return state.contas
}
