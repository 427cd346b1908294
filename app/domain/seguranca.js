// @ts-check
// The two-step login, the re-confirmation before grave changes and their words, once for the site
// and PocketBase (docs/decisions/two-step-login.md). Who must have a second step is papeis.js's
// (segundaEtapaRule); the authenticator's codes are totp.js.

const { sha256 } = require("@noble/hashes/sha2")
const { bytesToHex } = require("@noble/hashes/utils")
const { accountHoldsAnySeatRule } = require("./papeis.js")

/** The second step's kinds, as `cadastro_geral.segunda_etapa` stores them ("" is none). */
const METODO_APP = "app"
const METODO_EMAIL = "email"
const METODOS = /** @type {const} */ ([METODO_APP, METODO_EMAIL])

/** The account's fields the second step keeps (hidden), never written through the records API. */
const CAMPOS_SEGUNDA_ETAPA = /** @type {const} */ ([
  "segunda_etapa",
  "totp_segredo",
  "totp_pendente",
  "totp_ultimo_passo",
  "codigos_recuperacao",
  "codigo_falhas",
  "codigo_falhas_desde",
  "reconfirmado_em",
])

/** How a second step was given at login (PocketBase's MFA names the method). */
const TIPO_CODIGO = "codigo"
const TIPO_RECUPERACAO = "recuperacao"
const TIPO_APARELHO = "aparelho"
const TIPOS = /** @type {const} */ ([TIPO_CODIGO, TIPO_RECUPERACAO, TIPO_APARELHO])

/** An e-mailed code lasts this long; so does the wait between the password and the code. */
const CODIGO_EMAIL_MINUTOS = 10
/** Wrong codes: at most this many per account in the window, then a wait. */
const FALHAS_MAXIMAS = 5
const FALHAS_JANELA_MINUTOS = 15
/** 'Lembrar este aparelho por 30 dias'. */
const APARELHO_DIAS = 30
/** A grave change needs a confirmation this recent (logging in does not count). */
const RECONFIRMACAO_MINUTOS = 10
/** Recovery codes given at set-up, each usable once, and their length. */
const RECUPERACAO_QUANTIDADE = 10
const RECUPERACAO_TAMANHO = 10
/** Their letters: no 0/O or 1/I/L to misread on paper. */
const RECUPERACAO_ALFABETO = "abcdefghjkmnpqrstuvwxyz23456789"

const MENSAGENS = /** @type {const} */ ({
  motivo: "Quem cuida de dados e dinheiro da associação precisa de uma segunda etapa para entrar.",
  digite: "Digite o código de 6 dígitos",
  codigoIncorreto: "Código incorreto ou expirado.",
  recuperacaoIncorreta: "Código de recuperação incorreto ou já usado.",
  muitasFalhas:
    "Muitos códigos errados. Aguarde 15 minutos ou redefina sua senha pelo link 'Esqueceu a senha?', que também libera a entrada.",
  prazoEsgotado: "O tempo para digitar o código acabou. Entre novamente com seu e-mail e senha.",
  reconfirmar: "Confirme sua senha e o código antes desta alteração.",
  senhaIncorreta: "Senha incorreta.",
  obrigatoria: "Quem ocupa um cargo não pode desligar a segunda etapa.",
})

/**
 * PocketBase's MFA rule on `cadastro_geral` (pb_hooks/lib/regras.js writes it at every start, since
 * a seat's term is read against today): a password alone logs in nobody who set up a second step,
 * nor anyone holding a seat now, set up or not.
 */
const segundaEtapaRule = () => `(segunda_etapa != "" || (${accountHoldsAnySeatRule()}))`

/**
 * A code as typed, for comparing: spaces, dashes and capitals forgiven.
 * @param {string} codigo
 */
const normalizeCode = (codigo) => codigo.replace(/[\s-]/g, "").toLowerCase()

/**
 * The hash a recovery code or a remembered device's token is stored as (SHA-256, hex): the table
 * never holds what would open the account.
 * @param {string} segredo
 */
const hashSecret = (segredo) => bytesToHex(sha256(utf8Bytes(normalizeCode(segredo))))

/**
 * The UTF-8 bytes of `text`. PocketBase's JavaScript has no TextEncoder (which @noble/hashes'
 * utf8ToBytes needs); encodeURIComponent writes the same bytes as %XX.
 * @param {string} text
 */
function utf8Bytes(text) {
  const encoded = encodeURIComponent(text)
  const bytes = []
  for (let i = 0; i < encoded.length; i += 1) {
    if (encoded[i] === "%") {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(encoded.charCodeAt(i))
  }
  return Uint8Array.from(bytes)
}

/**
 * The stored recovery hashes after using `codigo`: the list without its hash, or null when it is
 * none of them (wrong, or already used).
 * @param {string[]} hashes
 * @param {string} codigo
 * @returns {string[] | null}
 */
function useRecoveryCode(hashes, codigo) {
  if (normalizeCode(codigo) === "") return null
  const hash = hashSecret(codigo)
  const index = hashes.indexOf(hash)
  if (index < 0) return null
  return [...hashes.slice(0, index), ...hashes.slice(index + 1)]
}

/** A recovery code as shown to write down: two groups of five. */
const formatRecoveryCode = (/** @type {string} */ codigo) => `${codigo.slice(0, 5)}-${codigo.slice(5)}`

/**
 * True when `instante` (an ISO instant, or "") lies within the last RECONFIRMACAO_MINUTOS of `now`.
 * @param {string} instante
 * @param {number} now milliseconds since the epoch
 */
function isRecentReconfirmation(instante, now) {
  const at = Date.parse(String(instante).replace(" ", "T"))
  return Number.isFinite(at) && at <= now + 60_000 && now - at < RECONFIRMACAO_MINUTOS * 60_000
}

exports.METODO_APP = METODO_APP
exports.METODO_EMAIL = METODO_EMAIL
exports.METODOS = METODOS
exports.CAMPOS_SEGUNDA_ETAPA = CAMPOS_SEGUNDA_ETAPA
exports.TIPO_CODIGO = TIPO_CODIGO
exports.TIPO_RECUPERACAO = TIPO_RECUPERACAO
exports.TIPO_APARELHO = TIPO_APARELHO
exports.TIPOS = TIPOS
exports.CODIGO_EMAIL_MINUTOS = CODIGO_EMAIL_MINUTOS
exports.FALHAS_MAXIMAS = FALHAS_MAXIMAS
exports.FALHAS_JANELA_MINUTOS = FALHAS_JANELA_MINUTOS
exports.APARELHO_DIAS = APARELHO_DIAS
exports.RECONFIRMACAO_MINUTOS = RECONFIRMACAO_MINUTOS
exports.RECUPERACAO_QUANTIDADE = RECUPERACAO_QUANTIDADE
exports.RECUPERACAO_TAMANHO = RECUPERACAO_TAMANHO
exports.RECUPERACAO_ALFABETO = RECUPERACAO_ALFABETO
exports.MENSAGENS = MENSAGENS
exports.segundaEtapaRule = segundaEtapaRule
exports.normalizeCode = normalizeCode
exports.hashSecret = hashSecret
exports.useRecoveryCode = useRecoveryCode
exports.formatRecoveryCode = formatRecoveryCode
exports.isRecentReconfirmation = isRecentReconfirmation
