// @ts-check
// Who paid a credit, by CPF (docs/decisions/dues-and-pix.md#who-paid-a-credit): the valid CPFs a
// bank wrote in a credit's texts. The site's matching reads them, and so does PocketBase's reader of
// the statement's page, which answers only which of those CPFs owe a due (the financial director
// reads no CPF). Apart from extratos.js so the upload page's script does not carry it.

const { isValidCpf } = require("./cpf-cnpj.js")

/**
 * Every text of a credit where a bank may write the payer.
 * @param {import("./extratos.js").Credito} credito
 */
const textosDo = (credito) => [credito.nome, credito.memo, credito.refnum, credito.fitid]

/**
 * The valid CPFs written in a credit's texts, as digits. A CPF as banks print it, whole:
 * "12345678909", "123.456.789-09", "123 456 789 09", bounded on both sides so the digits of a longer
 * number (a CNPJ, an account) are not read as one.
 * @param {import("./extratos.js").Credito} credito
 * @returns {string[]}
 */
function cpfsDo(credito) {
  /** @type {string[]} */
  const cpfs = []
  for (const texto of textosDo(credito)) {
    const cpf = /(?<!\d)(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})[-\s]?(\d{2})(?!\d)/g
    for (let match = cpf.exec(texto || ""); match; match = cpf.exec(texto || "")) {
      const digits = match.slice(1, 5).join("")
      if (isValidCpf(digits) && cpfs.indexOf(digits) < 0) cpfs.push(digits)
    }
  }
  return cpfs
}

exports.textosDo = textosDo
exports.cpfsDo = cpfsDo
