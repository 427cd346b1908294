// @ts-check
// Accounts (`cadastro_geral`): what a password may be.

/** The shortest password an account may have. */
const SENHA_MINIMO = 8
/** The longest: bcrypt (PocketBase's password hash) reads at most 72 bytes. */
const SENHA_MAXIMO = 71

exports.SENHA_MINIMO = SENHA_MINIMO
exports.SENHA_MAXIMO = SENHA_MAXIMO
