// @ts-check
// The board's positions (`diretoria.cargo`) and bodies (`diretoria.tipo`): their names, how the
// panel and visitors read them, and which body a position belongs to. Without dependencies, as the
// browser's forms read it too; the rule that turns seats into roles is papeis.js.

/** `diretoria.tipo` of the executive board, whose seats give board roles. */
const TIPO_DIRETORIA = "diretoria"
/** `diretoria.tipo` of the fiscal council, whose seats give none. */
const TIPO_CONSELHO = "conselho"

/** The two bodies, as the panel and the public page name them. */
const TIPO_LABELS = /** @type {const} */ ({
  diretoria: "Diretoria Executiva",
  conselho: "Conselho Fiscal",
})

const PRESIDENTE = "presidente"
const FINANCEIRO = "financeiro"
const SECRETARIO = "secretario"

/**
 * The positions (what `diretoria.cargo` stores) as the public cards name them, in the order a
 * visitor expects them; the board roles' own labels are the same words.
 */
const CARGO_LABELS = /** @type {const} */ ({
  presidente: "Presidente",
  "vice-presidente": "Vice-Presidente",
  financeiro: "Diretor Financeiro",
  tesoureiro: "Tesoureiro",
  secretario: "Secretário",
  diretoria: "Membro da Diretoria",
  "presidente-conselho": "Presidente do Conselho Fiscal",
  conselheiro: "Conselheiro Fiscal",
  suplente: "Suplente do Conselho Fiscal",
})

/** The known positions, in the cards' order. */
const CARGOS = /** @type {Array<keyof typeof CARGO_LABELS>} */ (Object.keys(CARGO_LABELS))

/**
 * The positions the president picks from, by body. The executive board takes any other position
 * too, by its name ("Diretor de Esportes"); the council only these.
 */
const CARGOS_POR_TIPO = /** @type {const} */ ({
  diretoria: ["presidente", "vice-presidente", "financeiro", "secretario"],
  conselho: ["presidente-conselho", "conselheiro", "suplente"],
})

/** What a seat is made of, as the rule reads it (the fields of `diretoria` it needs). */
/** @typedef {{ cargo: string, tipo: string }} Position */

/** A stored value as the rule compares it: " Presidente " is "presidente". */
function normalizeCargo(/** @type {unknown} */ value) {
  return String(value === undefined || value === null ? "" : value)
    .trim()
    .toLowerCase()
}

/**
 * How the panel, the public cards and the activity record name a seat's cargo: a known one by its
 * label ("vice-presidente" → "Vice-Presidente"), any other as the president typed it.
 * @param {string} cargo
 * @returns {string}
 */
function cargoLabel(cargo) {
  const labels = /** @type {Readonly<Record<string, string>>} */ (CARGO_LABELS)
  return labels[normalizeCargo(cargo)] || cargo.trim()
}

/** The body a position belongs to: the council's own positions, else the executive board. */
function tipoOfCargo(/** @type {string} */ cargo) {
  const council = /** @type {readonly string[]} */ (CARGOS_POR_TIPO.conselho)
  return council.includes(normalizeCargo(cargo)) ? TIPO_CONSELHO : TIPO_DIRETORIA
}

const CARGO_MENSAGENS = /** @type {const} */ ({
  obrigatorio: "Informe o cargo.",
  doConselho: "Este cargo é do Conselho Fiscal: escolha Conselho Fiscal.",
  daDiretoria: "Este cargo é da Diretoria Executiva: escolha Diretoria Executiva.",
})

/**
 * What is wrong with a seat's position for its body, or null: the council takes only its own
 * positions, and the executive board none of them.
 * @param {Position} seat
 */
function cargoProblem(seat) {
  if (normalizeCargo(seat.cargo) === "") return CARGO_MENSAGENS.obrigatorio
  const tipo = tipoOfCargo(seat.cargo)
  if (seat.tipo === TIPO_DIRETORIA && tipo === TIPO_CONSELHO) return CARGO_MENSAGENS.doConselho
  if (seat.tipo === TIPO_CONSELHO && tipo === TIPO_DIRETORIA) return CARGO_MENSAGENS.daDiretoria
  return null
}

exports.TIPO_DIRETORIA = TIPO_DIRETORIA
exports.TIPO_CONSELHO = TIPO_CONSELHO
exports.TIPO_LABELS = TIPO_LABELS
exports.PRESIDENTE = PRESIDENTE
exports.FINANCEIRO = FINANCEIRO
exports.SECRETARIO = SECRETARIO
exports.CARGO_LABELS = CARGO_LABELS
exports.CARGOS = CARGOS
exports.CARGOS_POR_TIPO = CARGOS_POR_TIPO
exports.normalizeCargo = normalizeCargo
exports.cargoLabel = cargoLabel
exports.CARGO_MENSAGENS = CARGO_MENSAGENS
exports.cargoProblem = cargoProblem
