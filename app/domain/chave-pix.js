// @ts-check
// The association's PIX key (docs/decisions/dues-and-pix.md): one of the five kinds the Central
// Bank's directory holds, written as the BR Code carries it. The settings page and PocketBase's hook
// on the settings both check it here.

const { isEmail } = require("./campos.js")
const { isValidCnpj, isValidCpf, onlyDigits } = require("./cpf-cnpj.js")

const CHAVE_PIX_INVALIDA = "Chave PIX inválida."

/** The directory's longest key (an e-mail). */
const CHAVE_PIX_MAX = 77

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The key as the BR Code carries it, or null when it is none of the kinds: a random key (UUID,
 * lower case), an e-mail (lower case), a phone with +55 and its area code (+5519998124433), a CPF
 * or a CNPJ with valid check digits (without punctuation).
 * @param {unknown} value
 * @returns {string | null}
 */
function normalizePixKey(value) {
  const key = String(value === undefined || value === null ? "" : value).trim()
  if (key === "" || key.length > CHAVE_PIX_MAX) return null
  if (RANDOM_KEY.test(key)) return key.toLowerCase()
  if (key.includes("@")) return isEmail(key) ? key.toLowerCase() : null
  if (key.startsWith("+")) {
    const phone = key.replace(/[\s().-]/g, "")
    return /^\+55\d{10,11}$/.test(phone) ? phone : null
  }
  if (isValidCpf(key)) return onlyDigits(key)
  if (isValidCnpj(key)) return key.replace(/[.\-/\s]/g, "").toUpperCase()
  return null
}

exports.CHAVE_PIX_INVALIDA = CHAVE_PIX_INVALIDA
exports.CHAVE_PIX_MAX = CHAVE_PIX_MAX
exports.normalizePixKey = normalizePixKey
