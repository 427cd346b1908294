// @ts-check
// The longest texts the forms take, as PocketBase's fields bound them, so nobody stores megabytes.

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

/** A date that is no real calendar day, in every form's words. */
const DATA_INVALIDA = "Data inválida"

/** An e-mail that is no address, and a CPF whose check digits are wrong, in every form's words. */
const EMAIL_INVALIDO = "E-mail inválido"
const CPF_INVALIDO = "CPF inválido"

exports.MAX = MAX
exports.DATA_INVALIDA = DATA_INVALIDA
exports.EMAIL_INVALIDO = EMAIL_INVALIDO
exports.CPF_INVALIDO = CPF_INVALIDO
