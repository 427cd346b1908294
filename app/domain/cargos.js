// @ts-check
// The board's positions (`diretoria.cargo`) and bodies (`diretoria.tipo`): their names, how the
// panel and visitors read them, and which body a position belongs to. Without dependencies, as the
// browser's forms read it too; the rule that turns seats into roles is papeis.js.

/** `diretoria.tipo` of the executive board, whose seats give board roles. */
const TIPO_DIRETORIA = "diretoria"
/** `diretoria.tipo` of the fiscal council, whose seats give none. */
const TIPO_CONSELHO = "conselho"
/**
 * `diretoria.tipo` of the youth school's staff (its coordinator and coaches), whose seats give no
 * board role but open the school's pages (docs/decisions/youth-school.md#the-schools-seats).
 */
const TIPO_ESCOLINHA = "escolinha"

/** The bodies, as the panel and the public page name them. */
const TIPO_LABELS = /** @type {const} */ ({
  diretoria: "Diretoria Executiva",
  conselho: "Conselho Fiscal",
  escolinha: "Escolinha",
})

const PRESIDENTE = "presidente"
const FINANCEIRO = "financeiro"
const SECRETARIO = "secretario"
const COORDENADOR_ESCOLINHA = "coordenador-escolinha"
const PROFESSOR_ESCOLINHA = "professor-escolinha"

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
  "coordenador-escolinha": "Coordenador da Escolinha",
  "professor-escolinha": "Professor da Escolinha",
})

/** The known positions, in the cards' order. */
const CARGOS = /** @type {Array<keyof typeof CARGO_LABELS>} */ (Object.keys(CARGO_LABELS))

/**
 * The positions the president picks from, by body. The executive board takes any other position
 * too, by its name ("Diretor de Esportes"); the council and the school only these.
 */
const CARGOS_POR_TIPO = /** @type {const} */ ({
  diretoria: ["presidente", "vice-presidente", "financeiro", "secretario"],
  conselho: ["presidente-conselho", "conselheiro", "suplente"],
  escolinha: ["coordenador-escolinha", "professor-escolinha"],
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

/** The body a position belongs to: the council's or the school's own positions, else the executive board. */
function tipoOfCargo(/** @type {string} */ cargo) {
  for (const tipo of [TIPO_CONSELHO, TIPO_ESCOLINHA]) {
    const own = /** @type {readonly string[]} */ (CARGOS_POR_TIPO[/** @type {"conselho"} */ (tipo)])
    if (own.includes(normalizeCargo(cargo))) return tipo
  }
  return TIPO_DIRETORIA
}

const CARGO_MENSAGENS = /** @type {const} */ ({
  obrigatorio: "Informe o cargo.",
  doConselho: "Este cargo é do Conselho Fiscal: escolha Conselho Fiscal.",
  daDiretoria: "Este cargo é da Diretoria Executiva: escolha Diretoria Executiva.",
  daEscolinha: "Este cargo é da Escolinha: escolha Escolinha.",
})

/** Each body's refusal of another body's position. */
const OUTRO_TIPO = /** @type {const} */ ({
  diretoria: CARGO_MENSAGENS.daDiretoria,
  conselho: CARGO_MENSAGENS.doConselho,
  escolinha: CARGO_MENSAGENS.daEscolinha,
})

/**
 * What is wrong with a seat's position for its body, or null: the council and the school take only
 * their own positions, and the executive board none of theirs.
 * @param {Position} seat
 */
function cargoProblem(seat) {
  if (normalizeCargo(seat.cargo) === "") return CARGO_MENSAGENS.obrigatorio
  const tipo = tipoOfCargo(seat.cargo)
  if (seat.tipo === tipo || !Object.prototype.hasOwnProperty.call(OUTRO_TIPO, seat.tipo)) return null
  return OUTRO_TIPO[/** @type {keyof typeof OUTRO_TIPO} */ (tipo)]
}

exports.TIPO_DIRETORIA = TIPO_DIRETORIA
exports.TIPO_CONSELHO = TIPO_CONSELHO
exports.TIPO_ESCOLINHA = TIPO_ESCOLINHA
exports.COORDENADOR_ESCOLINHA = COORDENADOR_ESCOLINHA
exports.PROFESSOR_ESCOLINHA = PROFESSOR_ESCOLINHA
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
