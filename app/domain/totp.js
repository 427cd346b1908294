// @ts-check
// Authenticator-app codes (TOTP, RFC 6238 over HOTP, RFC 4226): 30-second steps, 6 digits, HMAC-SHA1,
// as every authenticator app reads an otpauth:// address. Checked by PocketBase's hooks
// (pb_hooks/lib/segunda-etapa.js) and tested against the RFC's published vectors. The HMAC is
// @noble/hashes (audited, no dependencies, CommonJS): PocketBase's JavaScript has no SHA-1 HMAC of
// its own (docs/decisions/two-step-login.md#authenticator-codes).

const { hmac } = require("@noble/hashes/hmac")
const { sha1 } = require("@noble/hashes/legacy")

/** The seconds each code lasts. */
const TOTP_PASSO_S = 30
/** The digits of every code, the e-mailed one too. */
const CODIGO_DIGITOS = 6
/** Steps either side of now still accepted: a phone's clock a little off, a code typed as it turns. */
const TOTP_TOLERANCIA = 1

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

/**
 * The bytes of a base32 secret (RFC 4648, as authenticator apps show it: capitals, no padding;
 * spaces and small letters are forgiven). Throws on a character outside the alphabet.
 * @param {string} secret
 */
function base32Bytes(secret) {
  const clean = secret.replace(/[\s=-]/g, "").toUpperCase()
  const bytes = []
  let buffer = 0
  let bits = 0
  for (const char of clean) {
    const value = BASE32.indexOf(char)
    if (value < 0) throw new Error("Segredo base32 inválido")
    buffer = (buffer << 5) | value
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

/**
 * The HOTP code of `key` for `counter` (RFC 4226 §5.3, dynamic truncation), `digits` long.
 * @param {Uint8Array} key
 * @param {number} counter
 * @param {number} [digits]
 * @param {typeof sha1} [hash] SHA-1 unless a test vector names another
 */
function hotp(key, counter, digits = CODIGO_DIGITOS, hash = sha1) {
  const message = new Uint8Array(8)
  let rest = counter
  for (let i = 7; i >= 0; i -= 1) {
    message[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  const mac = hmac(hash, key, message)
  const byte = (/** @type {number} */ i) => /** @type {number} */ (mac[i])
  const offset = byte(mac.length - 1) & 0x0f
  const binary =
    ((byte(offset) & 0x7f) << 24) | (byte(offset + 1) << 16) | (byte(offset + 2) << 8) | byte(offset + 3)
  return String(binary % 10 ** digits).padStart(digits, "0")
}

/** The TOTP step of an instant (milliseconds since the epoch). */
const stepAt = (/** @type {number} */ ms) => Math.floor(ms / 1000 / TOTP_PASSO_S)

/**
 * The step `codigo` belongs to, when it is the secret's code within TOTP_TOLERANCIA steps of `now`
 * and after `ultimoPasso` (a code already used is refused: someone who saw it typed cannot reuse
 * it); null otherwise.
 * @param {string} secret base32
 * @param {string} codigo what the person typed
 * @param {number} now milliseconds since the epoch
 * @param {number} [ultimoPasso] the step of the last code accepted for this secret
 * @returns {number | null}
 */
function matchTotp(secret, codigo, now, ultimoPasso = -1) {
  const typed = codigo.replace(/\s/g, "")
  if (!/^\d+$/.test(typed) || typed.length !== CODIGO_DIGITOS) return null
  const key = base32Bytes(secret)
  const current = stepAt(now)
  for (let step = current - TOTP_TOLERANCIA; step <= current + TOTP_TOLERANCIA; step += 1) {
    if (step > ultimoPasso && hotp(key, step) === typed) return step
  }
  return null
}

/**
 * The otpauth:// address an authenticator app reads from the QR code (Key Uri Format): the
 * association as issuer, the person's e-mail as account.
 * @param {{ secret: string, email: string, emissor: string }} parts
 */
function otpauthUri({ secret, email, emissor }) {
  const label = encodeURIComponent(`${emissor}:${email}`)
  const query = [
    `secret=${secret}`,
    `issuer=${encodeURIComponent(emissor)}`,
    "algorithm=SHA1",
    `digits=${CODIGO_DIGITOS}`,
    `period=${TOTP_PASSO_S}`,
  ].join("&")
  return `otpauth://totp/${label}?${query}`
}

/** The secret as the page writes it out to type by hand: groups of four. */
const groupedSecret = (/** @type {string} */ secret) => secret.replace(/(.{4})(?=.)/g, "$1 ")

exports.TOTP_PASSO_S = TOTP_PASSO_S
exports.CODIGO_DIGITOS = CODIGO_DIGITOS
exports.BASE32 = BASE32
exports.base32Bytes = base32Bytes
exports.hotp = hotp
exports.matchTotp = matchTotp
exports.otpauthUri = otpauthUri
exports.groupedSecret = groupedSecret
