// @ts-check
// The statute's numbers among the association's settings (docs/decisions/general-assembly.md#the-statutes-numbers):
// the notice's lead time, the first call's quorum, the minutes to the second call, the qualified
// majority and an election's term, with their defaults and limits from assembleias-estatuto.js and
// mandatos.js. Declared apart from the other settings (associacao.js spreads them into its table) to
// keep each file short.

const {
  ANTECEDENCIA_MAXIMA,
  ANTECEDENCIA_PADRAO,
  FRACAO_INVALIDA,
  INTERVALO_SEGUNDA_CHAMADA_MAXIMO,
  INTERVALO_SEGUNDA_CHAMADA_PADRAO,
  MAIORIA_QUALIFICADA_PADRAO,
  QUORUM_PADRAO,
} = require("./assembleias-estatuto.js")
const { MANDATO_ANOS } = require("./mandatos.js")

/** @typedef {import("./associacao.js").Campo} Campo */

const ANTECEDENCIA_INVALIDA = `Informe a antecedência em dias, de 0 a ${ANTECEDENCIA_MAXIMA}.`
const MINUTOS_INVALIDOS = `Informe os minutos, de 0 a ${INTERVALO_SEGUNDA_CHAMADA_MAXIMO}.`
/** The longest term an election gives, in years. */
const MANDATO_ANOS_MAXIMO = 10
const MANDATO_ANOS_INVALIDO = `Informe o mandato em anos, de 1 a ${MANDATO_ANOS_MAXIMO}.`

/** A fraction setting: "1/2" as people write it, at most "999/999" with spaces. */
const fracao = (/** @type {string} */ rotulo, /** @type {string} */ padrao) =>
  /** @type {Campo} */ ({
    rotulo,
    tipo: "fracao",
    max: 10,
    obrigatorio: FRACAO_INVALIDA,
    invalido: FRACAO_INVALIDA,
    padrao,
  })

const CAMPOS_ESTATUTO = {
  antecedencia_assembleia_dias: /** @type {Campo} */ ({
    rotulo: "Antecedência do edital da assembleia (dias)",
    tipo: "inteiro",
    max: 3,
    maximo: ANTECEDENCIA_MAXIMA,
    obrigatorio: ANTECEDENCIA_INVALIDA,
    invalido: ANTECEDENCIA_INVALIDA,
    padrao: ANTECEDENCIA_PADRAO,
  }),
  quorum_assembleia: fracao("Quórum da 1ª convocação (mais de ... dos aptos)", QUORUM_PADRAO),
  minutos_segunda_chamada: /** @type {Campo} */ ({
    rotulo: "Minutos entre a 1ª e a 2ª convocação",
    tipo: "inteiro",
    max: 3,
    maximo: INTERVALO_SEGUNDA_CHAMADA_MAXIMO,
    obrigatorio: MINUTOS_INVALIDOS,
    invalido: MINUTOS_INVALIDOS,
    padrao: INTERVALO_SEGUNDA_CHAMADA_PADRAO,
  }),
  maioria_qualificada: fracao(
    "Maioria qualificada (mudar o estatuto, destituir diretores)",
    MAIORIA_QUALIFICADA_PADRAO,
  ),
  // An election's term by default (docs/decisions/elections.md); the item may say otherwise.
  mandato_anos: /** @type {Campo} */ ({
    rotulo: "Mandato de uma eleição (anos)",
    tipo: "inteiro",
    max: 2,
    minimo: 1,
    maximo: MANDATO_ANOS_MAXIMO,
    obrigatorio: MANDATO_ANOS_INVALIDO,
    invalido: MANDATO_ANOS_INVALIDO,
    padrao: MANDATO_ANOS,
  }),
}

exports.CAMPOS_ESTATUTO = CAMPOS_ESTATUTO
