// @ts-check
// The longest texts the forms take, as PocketBase's fields bound them, so nobody stores megabytes,
// and the fields every form and the members' import check alike (phone, e-mail) with their messages.

const MAX = /** @type {const} */ ({
  nome: 120,
  email: 254,
  rg: 20,
  endereco: 300,
  observacoes: 2000,
  assunto: 150,
  mensagem: 5000,
  /** A due's description ("Mensalidade Dezembro/2026", an extra charge). */
  descricao: 150,
})

/** A name left empty, in every form's words. */
const NOME_OBRIGATORIO = "Nome é obrigatório"

/** A date that is no real calendar day, in every form's words. */
const DATA_INVALIDA = "Data inválida"

/** A birth date after today, in every form's words (/associar, the members' import). */
const DATA_NASCIMENTO_FUTURA = "A data de nascimento não pode ser no futuro"

/** An e-mail that is no address, and a CPF whose check digits are wrong, in every form's words. */
const EMAIL_INVALIDO = "E-mail inválido"

/**
 * An e-mail address as the forms' schemas take one (zod's email(), which the site's forms use):
 * dot-separated ASCII words, the at sign, a domain of ASCII labels and a top level of 2 or more letters.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * Whether `value` is an e-mail address (the settings' e-mails, a PIX key, the members' import).
 * @param {string} value
 */
const isEmail = (value) => value.length <= MAX.email && EMAIL.test(value)
const CPF_INVALIDO = "CPF inválido"

/**
 * Control characters (NUL, escape, bidi overrides...) have no place in a name or a message and break
 * exports and logs; line breaks and tabs stay for the longer texts.
 */
const CONTROLS =
  // eslint-disable-next-line no-control-regex -- these are the characters to remove
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** @param {string} value */
const dropControls = (value) => value.replace(CONTROLS, "")

/** A phone that is no Brazilian number with its area code, in every form's words. */
const TELEFONE_INVALIDO = "Telefone inválido"

/**
 * The digits of a value, without punctuation or spaces: what the masks count and the links dial.
 * @param {string} value
 */
const digitsOf = (value) => value.replace(/\D/g, "")

/**
 * A phone as written: 10 digits (a landline) or 11 (a mobile), area code included, with or without
 * spaces, dots, dashes and parentheses.
 * @param {string} value
 */
const isTelefone = (value) => /^[\d\s().-]+$/.test(value) && /^\d{10,11}$/.test(digitsOf(value))

/**
 * (00) 0000-0000 for a landline (10 digits), (00) 00000-0000 for a mobile (11 digits), as far as
 * the digits go (so it also works while typing).
 * @param {string} value
 */
function maskTelefone(value) {
  const d = digitsOf(value).slice(0, 11)
  if (d.length === 0) return ""
  if (d.length <= 2) return `(${d}`
  const ddd = `(${d.slice(0, 2)}) `
  const rest = d.slice(2)
  if (rest.length <= 4) return ddd + rest
  const split = d.length === 11 ? 5 : 4
  return `${ddd}${rest.slice(0, split)}-${rest.slice(split)}`
}

exports.MAX = MAX
exports.NOME_OBRIGATORIO = NOME_OBRIGATORIO
exports.DATA_INVALIDA = DATA_INVALIDA
exports.DATA_NASCIMENTO_FUTURA = DATA_NASCIMENTO_FUTURA
exports.EMAIL_INVALIDO = EMAIL_INVALIDO
exports.isEmail = isEmail
exports.CPF_INVALIDO = CPF_INVALIDO
exports.CONTROLS = CONTROLS
exports.dropControls = dropControls
exports.TELEFONE_INVALIDO = TELEFONE_INVALIDO
exports.digitsOf = digitsOf
exports.isTelefone = isTelefone
exports.maskTelefone = maskTelefone
