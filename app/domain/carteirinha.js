// @ts-check
// The member's card and its live check, the receipts anyone can check, and the members' directory
// (docs/decisions/member-card-and-receipts.md): the codes' shapes, the status of today, the texts the
// card, the public pages and the receipt show, and what the directory may show of whom. PocketBase's
// hooks make the codes and answer the checks; the site draws them.

const { formatDayOf, storedDay } = require("./datas.js")

/**
 * A card's code: 32 symbols of 32 (160 random bits), lower case without 0, 1, l and o, so a code
 * read off a printed card is typed back right. Random, never made from an id: a new one makes the
 * old card worthless.
 */
const CARTEIRINHA_TOKEN_ALFABETO = "abcdefghijkmnpqrstuvwxyz23456789"
const CARTEIRINHA_TOKEN_TAMANHO = 32

/**
 * A receipt's code: 12 symbols of 32 (60 random bits), upper case, written in three groups of four
 * ('K7QM-2XHD-9TPA') for someone to read aloud or type from the paper.
 */
const RECIBO_ALFABETO = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
const RECIBO_CODIGO_TAMANHO = 12

const tokenPattern = (/** @type {string} */ alfabeto, /** @type {number} */ tamanho) =>
  new RegExp(`^[${alfabeto}]{${tamanho}}$`)
const CARTEIRINHA_TOKEN_PADRAO = tokenPattern(CARTEIRINHA_TOKEN_ALFABETO, CARTEIRINHA_TOKEN_TAMANHO)
const RECIBO_CODIGO_PADRAO = tokenPattern(RECIBO_ALFABETO, RECIBO_CODIGO_TAMANHO)

/** Whether `text` has a card code's shape (anything else is answered 'Carteirinha inválida' unasked). */
function isCarteirinhaToken(/** @type {unknown} */ text) {
  return typeof text === "string" && CARTEIRINHA_TOKEN_PADRAO.test(text)
}

/** A receipt code as typed ('k7qm 2xhd-9tpa') as stored ('K7QM2XHD9TPA'); "" when it has not its shape. */
function normalizeReciboCodigo(/** @type {unknown} */ text) {
  const code = String(text ?? "")
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
  return RECIBO_CODIGO_PADRAO.test(code) ? code : ""
}

/** 'K7QM-2XHD-9TPA' for 'K7QM2XHD9TPA'. */
function formatReciboCodigo(/** @type {string} */ code) {
  return (code.match(/.{1,4}/g) ?? []).join("-")
}

/**
 * A member's status today: active with no due left open past its day ('Em dia'), active with one or
 * more ('Pendente'), or not an active member ('Inativo'; its card checks as invalid).
 */
const SITUACOES = /** @type {const} */ (["em_dia", "pendente", "inativo"])
/** @typedef {(typeof SITUACOES)[number]} Situacao */

/** @type {Record<Situacao, string>} the card's words */
const SITUACAO_CARTAO = { em_dia: "Em dia", pendente: "Pendente", inativo: "Inativo" }

/** The public check's words; an inactive member's card is as invalid as an unknown one. */
const VERIFICACAO = {
  em_dia: "Sócio em dia",
  pendente: "Sócio com pendências",
  invalida: "Carteirinha inválida",
}

const RECIBO_NAO_ENCONTRADO = "Recibo não encontrado"
/** 'Recibo cancelado em 28/11/2026' (São Paulo's day of the undo). */
const reciboCancelado = (/** @type {string} */ instante) => `Recibo cancelado em ${formatDayOf(instante)}`

/** When a client has checked too many codes in a short time (PocketBase's 429). */
const VERIFICACOES_DEMAIS = "Muitas verificações seguidas. Aguarde alguns minutos e tente de novo."

/**
 * The status of `member` on `hoje` (yyyy-MM-dd, São Paulo), with what is owed: the open dues whose day
 * has passed (a due is not late on its own day; paid and exempt dues are settled).
 * @template {{ status: string, data_vencimento: string, valor: number }} D
 * @param {{ ativo: boolean, mensalidades: ReadonlyArray<D> }} member
 * @param {string} hoje
 * @returns {{ situacao: Situacao, vencidas: D[], devido: number }}
 */
function situacaoOf(member, hoje) {
  if (!member.ativo) return { situacao: "inativo", vencidas: [], devido: 0 }
  const vencidas = member.mensalidades
    .filter((due) => due.status === "pendente" && storedDay(due.data_vencimento) < hoje)
    .sort((a, b) => storedDay(a.data_vencimento).localeCompare(storedDay(b.data_vencimento)))
  // In cents, so R$ 0,10 + R$ 0,20 is R$ 0,30.
  const centavos = vencidas.reduce((sum, due) => sum + Math.round(due.valor * 100), 0)
  return { situacao: vencidas.length ? "pendente" : "em_dia", vencidas, devido: centavos / 100 }
}

/** What the public check shows of a name: the first name and the last name's initial ('João S.'). */
function nomeAbreviado(/** @type {string} */ nome) {
  const partes = nome.trim().split(/\s+/).filter(Boolean)
  if (partes.length < 2) return partes[0] ?? ""
  return `${partes[0]} ${String(partes[partes.length - 1])
    .charAt(0)
    .toUpperCase()}.`
}

/**
 * The directory's choices on the account, each off until its person turns it on ('Meus dados'): to
 * be listed at all (name and photo), and, each on its own, the WhatsApp and the birthday (day and
 * month; the home page's birthdays read the same choice).
 */
const LISTA_CAMPOS = /** @type {const} */ ({
  lista_socios: "Aparecer na lista de sócios",
  lista_whatsapp: "Mostrar meu WhatsApp",
  aniversario_publico: "Mostrar meu aniversário (dia e mês)",
})
/** @typedef {keyof typeof LISTA_CAMPOS} ListaCampo */

/** How many members a page of the directory lists. */
const LISTA_POR_PAGINA = 24

/** The card's photo and the directory's: PocketBase's square thumbnails of the member's picture. */
const FOTO_THUMBS = /** @type {const} */ ({ lista: "96x96", cartao: "240x240" })

exports.CARTEIRINHA_TOKEN_ALFABETO = CARTEIRINHA_TOKEN_ALFABETO
exports.CARTEIRINHA_TOKEN_TAMANHO = CARTEIRINHA_TOKEN_TAMANHO
exports.FOTO_THUMBS = FOTO_THUMBS
exports.LISTA_CAMPOS = LISTA_CAMPOS
exports.LISTA_POR_PAGINA = LISTA_POR_PAGINA
exports.RECIBO_ALFABETO = RECIBO_ALFABETO
exports.RECIBO_CODIGO_TAMANHO = RECIBO_CODIGO_TAMANHO
exports.RECIBO_NAO_ENCONTRADO = RECIBO_NAO_ENCONTRADO
exports.SITUACAO_CARTAO = SITUACAO_CARTAO
exports.SITUACOES = SITUACOES
exports.VERIFICACAO = VERIFICACAO
exports.VERIFICACOES_DEMAIS = VERIFICACOES_DEMAIS
exports.formatReciboCodigo = formatReciboCodigo
exports.isCarteirinhaToken = isCarteirinhaToken
exports.nomeAbreviado = nomeAbreviado
exports.normalizeReciboCodigo = normalizeReciboCodigo
exports.reciboCancelado = reciboCancelado
exports.situacaoOf = situacaoOf
