// @ts-check
// CPF and CNPJ (Brazilian taxpayer numbers) and their check digits: the last two are computed from
// the others, so a mistyped number is caught before it is stored (docs/decisions/forms.md#masks-are-enhancements).
// Read by the forms and by PocketBase's hooks (a PIX key may be either), whose runtime loads plain
// CommonJS without dependencies, hence written here rather than taken from a package.

/** The digits of a value, without punctuation or spaces. */
function onlyDigits(/** @type {string} */ value) {
  return value.replace(/\D/g, "")
}

/**
 * The mod-11 check digit of `chars` with `weights` (the CPF's and the CNPJ's rule): a character's
 * value is its code minus 48, so a digit is itself and the new alphanumeric CNPJ's letters count too.
 * @param {string} chars
 * @param {readonly number[]} weights
 */
function checkDigit(chars, weights) {
  let sum = 0
  weights.forEach((weight, i) => {
    sum += (chars.charCodeAt(i) - 48) * weight
  })
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/**
 * True for a CPF with 11 digits (punctuation allowed) whose two check digits are right. Numbers made
 * of one repeated digit pass the arithmetic but are never issued, so they are refused.
 */
function isValidCpf(/** @type {string} */ value) {
  if (!/^[\d.\-\s]*$/.test(value)) return false
  const digits = onlyDigits(value)
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false
  return (
    checkDigit(digits, CPF_WEIGHTS) === Number(digits[9]) &&
    checkDigit(digits, [11].concat(CPF_WEIGHTS)) === Number(digits[10])
  )
}

/**
 * True for a CNPJ of 14 characters (punctuation allowed) whose two check digits are right: twelve
 * digits, or since July 2026 letters and digits (the Receita Federal's alphanumeric CNPJ), then two
 * digits.
 */
function isValidCnpj(/** @type {string} */ value) {
  if (!/^[\dA-Za-z.\-/\s]*$/.test(value)) return false
  const chars = value.replace(/[.\-/\s]/g, "").toUpperCase()
  if (!/^[\dA-Z]{12}\d{2}$/.test(chars) || /^(\d)\1{13}$/.test(chars)) return false
  return (
    checkDigit(chars, CNPJ_WEIGHTS) === Number(chars[12]) &&
    checkDigit(chars, [6].concat(CNPJ_WEIGHTS)) === Number(chars[13])
  )
}

exports.onlyDigits = onlyDigits
exports.isValidCpf = isValidCpf
exports.isValidCnpj = isValidCnpj
