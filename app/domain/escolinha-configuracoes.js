// @ts-check
// The school's numbers among the association's settings (docs/decisions/youth-school.md): how long a
// health certificate is valid and how long a child's data is kept after the enrolment ends, with
// their defaults. Declared apart (associacao.js spreads them into its table), with no dependency, as
// the settings page carries it.

/** Months a health certificate is valid, and a child's data is kept after the enrolment ends. */
const ATESTADO_VALIDADE_MESES_PADRAO = 12
const RETENCAO_ESCOLINHA_MESES_PADRAO = 6

/** @typedef {import("./associacao.js").Campo} Campo */

const MESES_MAXIMO = 36
const MESES_INVALIDOS = `Informe os meses, de 1 a ${MESES_MAXIMO}.`

/** A number of months, 1 to MESES_MAXIMO. */
const meses = (/** @type {string} */ rotulo, /** @type {number} */ padrao) =>
  /** @type {Campo} */ ({
    rotulo,
    tipo: "inteiro",
    max: 2,
    minimo: 1,
    maximo: MESES_MAXIMO,
    obrigatorio: MESES_INVALIDOS,
    invalido: MESES_INVALIDOS,
    padrao,
  })

const CAMPOS_ESCOLINHA = {
  validade_atestado_meses: meses("Validade do atestado médico (meses)", ATESTADO_VALIDADE_MESES_PADRAO),
  retencao_escolinha_meses: meses(
    "Guarda dos dados da criança após a matrícula (meses)",
    RETENCAO_ESCOLINHA_MESES_PADRAO,
  ),
}

exports.ATESTADO_VALIDADE_MESES_PADRAO = ATESTADO_VALIDADE_MESES_PADRAO
exports.RETENCAO_ESCOLINHA_MESES_PADRAO = RETENCAO_ESCOLINHA_MESES_PADRAO
exports.CAMPOS_ESCOLINHA = CAMPOS_ESCOLINHA
