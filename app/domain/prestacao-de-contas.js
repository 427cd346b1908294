// @ts-check
// The year's accounts and the fiscal council's opinion on them (`pareceres`,
// docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts): the opinion's results, its
// text's limit and the messages, read by the site's schema and page and by PocketBase's hook; and
// the general assembly's verdict on them (docs/decisions/general-assembly.md).

const { formatDayOf } = require("./datas.js")

/** The council's verdict on a year's accounts, as stored. */
const PARECER_RESULTADOS = /** @type {const} */ (["aprovadas", "aprovadas_com_ressalvas", "reprovadas"])
/** @typedef {(typeof PARECER_RESULTADOS)[number]} ParecerResultado */

/** @type {Record<ParecerResultado, string>} */
const PARECER_RESULTADO_LABELS = {
  aprovadas: "Aprovadas",
  aprovadas_com_ressalvas: "Aprovadas com ressalvas",
  reprovadas: "Reprovadas",
}

/** The longest opinion's text, in characters. */
const PARECER_TEXTO_MAX = 5000

/** The first year the accounts can be asked for (as ?ano= reads it, app/utils/list-params.ts). */
const PRESTACAO_ANO_MINIMO = 2000

const PARECER_MENSAGENS = {
  resultado: "Escolha o resultado do parecer.",
  texto: "Escreva o texto do parecer.",
  textoLongo: `Use no máximo ${PARECER_TEXTO_MAX} caracteres.`,
  ano: "O parecer é sobre um ano já começado.",
  conselho: "Apenas um membro atual do conselho fiscal registra o parecer.",
}

/**
 * True when `ano` is a year the council may give its opinion on: from the first year to the
 * current one (`anoAtual`, São Paulo's), never a year not yet begun.
 * @param {unknown} ano
 * @param {number} anoAtual
 */
function isParecerAno(ano, anoAtual) {
  return typeof ano === "number" && Number.isInteger(ano) && ano >= PRESTACAO_ANO_MINIMO && ano <= anoAtual
}

/**
 * The general assembly's verdict on a year's accounts, as the accounts' page shows it: 'Aprovadas
 * pela Assembleia Geral de 15/03/2027' (the São Paulo day of its first call); null until a 'contas'
 * item has been voted.
 * @param {{ assembleia_resultado?: unknown, assembleia_data?: unknown }} parecer
 */
function assembleiaVerdict(parecer) {
  const { assembleia_resultado: resultado, assembleia_data: data } = parecer
  if (!data || (resultado !== "aprovadas" && resultado !== "reprovadas")) return null
  return `${PARECER_RESULTADO_LABELS[resultado]} pela Assembleia Geral de ${formatDayOf(String(data))}`
}

exports.PARECER_RESULTADOS = PARECER_RESULTADOS
exports.PARECER_RESULTADO_LABELS = PARECER_RESULTADO_LABELS
exports.PARECER_TEXTO_MAX = PARECER_TEXTO_MAX
exports.PRESTACAO_ANO_MINIMO = PRESTACAO_ANO_MINIMO
exports.PARECER_MENSAGENS = PARECER_MENSAGENS
exports.isParecerAno = isParecerAno
exports.assembleiaVerdict = assembleiaVerdict
