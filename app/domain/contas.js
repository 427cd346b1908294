// @ts-check
// Accounts (`cadastro_geral`): what a password may be, and when two e-mails are the same person's.

/** The shortest password an account may have. */
const SENHA_MINIMO = 8
/** The longest: bcrypt (PocketBase's password hash) reads at most 72 bytes. */
const SENHA_MAXIMO = 71

/**
 * An e-mail as it is stored and compared: one identity per address, whatever its capitals or the
 * spaces typed around it (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail).
 * @param {unknown} email
 * @returns {string}
 */
function foldEmail(email) {
  return String(email == null ? "" : email)
    .trim()
    .toLowerCase()
}

exports.SENHA_MINIMO = SENHA_MINIMO
exports.SENHA_MAXIMO = SENHA_MAXIMO
exports.foldEmail = foldEmail
