// @ts-check
// The board (`diretoria`): the positions its seats hold and how visitors read them, and the one rule
// that turns a person's seats into a role (docs/decisions/roles-and-access.md#one-rule-for-the-role),
// read by the site (deriveRole), by PocketBase's hooks (pb_hooks/lib/diretoria.js) and, as filter
// strings, by PocketBase's API rules (pb_hooks/lib/regras.js writes them at every start). A seat
// counts only within its term (mandatos.js).

const { TODAY_IN_SAO_PAULO_FILTER } = require("./datas.js")
const { inTerm, todayInSaoPaulo } = require("./mandatos.js")

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
const SEAT_FIELDS = /** @type {const} */ (["cargo", "tipo", "inicio_mandato", "fim_mandato"])

/** @typedef {import("./mandatos.js").Seat} Seat */
/** @typedef {"presidente" | "financeiro" | "diretoria"} BoardRole */

/** A stored value as the rule compares it: " Presidente " is "presidente". */
function normalizeCargo(/** @type {unknown} */ value) {
  return String(value === undefined || value === null ? "" : value)
    .trim()
    .toLowerCase()
}

/**
 * @typedef {object} SeatCondition one thing a seat must hold to count, said twice from one place
 * @property {(seat: Record<string, unknown>, today: string) => boolean} test the JavaScript rule's
 * @property {(field: (name: string) => string) => string} filter PocketBase's filter fragment, given
 *   how the rule names a field of the seat
 */

/** @returns {SeatCondition} the field holds `value` (as normalizeCargo reads it). */
function holds(/** @type {string} */ name, /** @type {string} */ value) {
  return {
    test: (seat) => normalizeCargo(seat[name]) === value,
    filter: (field) => `${field(name)} ?= "${value}"`,
  }
}

/** @type {SeatCondition} today lies in the seat's term (mandatos.js), unset ends left open. */
const WITHIN_TERM = {
  test: (seat, today) => inTerm(/** @type {Seat} */ (seat), today),
  filter: (field) => {
    const day = (/** @type {string} */ name) => `strftime('%Y-%m-%d', ${field(name)})`
    return (
      `(${field("inicio_mandato")} ?= "" || ${day("inicio_mandato")} ?<= ${TODAY_IN_SAO_PAULO_FILTER})` +
      ` && (${field("fim_mandato")} ?= "" || ${day("fim_mandato")} ?>= ${TODAY_IN_SAO_PAULO_FILTER})`
    )
  },
}

/**
 * What a seat must hold to count: the JavaScript rule (seatCounts) and PocketBase's filters
 * (seatRule) are both made from this one list, so a condition added here reaches both.
 * @param {string} [cargo] the position too; none: any executive-board seat
 * @returns {SeatCondition[]}
 */
function seatConditions(cargo) {
  const conditions = [holds("tipo", TIPO_DIRETORIA)]
  if (cargo) conditions.push(holds("cargo", cargo))
  conditions.push(WITHIN_TERM)
  return conditions
}

/**
 * True when `seat` counts for the board on `today` (with `cargo`, for that position). Only an
 * executive-board seat within its term does: a fiscal council seat gives no board role, whatever
 * its cargo.
 * @param {Seat} seat
 * @param {string} today
 * @param {string} [cargo]
 */
function seatCounts(seat, today, cargo) {
  const fields = /** @type {Record<string, unknown>} */ (seat)
  return seatConditions(cargo).every((condition) => condition.test(fields, today))
}

/**
 * "Is the president" (`cargo` presidente), "is the financial director" (financeiro), "is on the
 * executive board" (no cargo): true when one of `seats` counts today (São Paulo's, unless `today`
 * says), as the API rules' fragments test (seatRule). A person may hold two seats, so this is not
 * always their role's question.
 * @param {readonly Seat[]} seats
 * @param {string} [cargo]
 * @param {string} [today]
 */
function holdsSeat(seats, cargo, today = todayInSaoPaulo()) {
  return seats.some((seat) => seatCounts(seat, today, cargo))
}

/**
 * The board role `seats` give on `today`: presidente and financeiro by their cargo (presidente
 * first), any other current executive-board seat diretoria; null without one.
 * @param {readonly Seat[]} seats
 * @param {string} today
 * @returns {BoardRole | null}
 */
function boardRoleOf(seats, today) {
  if (holdsSeat(seats, PRESIDENTE, today)) return PRESIDENTE
  if (holdsSeat(seats, FINANCEIRO, today)) return FINANCEIRO
  if (holdsSeat(seats, undefined, today)) return "diretoria"
  return null
}

/**
 * The role of a person: their board role, else associado when they are an active member, else geral.
 * @param {readonly Seat[]} seats
 * @param {boolean} activeMember
 * @param {string} [today] São Paulo's day (yyyy-MM-dd), now unless given
 * @returns {BoardRole | "associado" | "geral"}
 */
function roleOf(seats, activeMember, today = todayInSaoPaulo()) {
  return boardRoleOf(seats, today) || (activeMember ? "associado" : "geral")
}

/** True when the seat is the executive board's president's (whatever its term). */
function isPresidentSeat(/** @type {Seat} */ seat) {
  return holds("tipo", TIPO_DIRETORIA).test(seat, "") && holds("cargo", PRESIDENTE).test(seat, "")
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
 * @param {Seat} seat
 */
function cargoProblem(seat) {
  if (normalizeCargo(seat.cargo) === "") return CARGO_MENSAGENS.obrigatorio
  const tipo = tipoOfCargo(seat.cargo)
  if (seat.tipo === TIPO_DIRETORIA && tipo === TIPO_CONSELHO) return CARGO_MENSAGENS.doConselho
  if (seat.tipo === TIPO_CONSELHO && tipo === TIPO_DIRETORIA) return CARGO_MENSAGENS.daDiretoria
  return null
}

/**
 * The same test as an API rule's fragment: "the logged-in account has such a seat". `alias` names the
 * join (`@collection.diretoria:<alias>`), so every condition applies to one and the same seat.
 * @param {string} alias
 * @param {string} [cargo]
 */
function seatRule(alias, cargo) {
  const field = (/** @type {string} */ name) => `@collection.diretoria:${alias}.${name}`
  const tests = [`${field("idCadGeral")} ?= @request.auth.id`].concat(
    seatConditions(cargo).map((condition) => condition.filter(field)),
  )
  return `(${tests.join(" && ")})`
}

/** "Is the president", as an API rule's fragment. */
const presidenteRule = (alias = "pres") => seatRule(alias, PRESIDENTE)
/** "Is the financial director", as an API rule's fragment. */
const financeiroRule = (alias = "fin") => seatRule(alias, FINANCEIRO)
/** "Is on the executive board" (any position), as an API rule's fragment. */
const diretoriaRule = (alias = "dir") => seatRule(alias)

exports.TIPO_DIRETORIA = TIPO_DIRETORIA
exports.TIPO_CONSELHO = TIPO_CONSELHO
exports.TIPO_LABELS = TIPO_LABELS
exports.CARGOS_POR_TIPO = CARGOS_POR_TIPO
exports.isPresidentSeat = isPresidentSeat
exports.tipoOfCargo = tipoOfCargo
exports.CARGO_MENSAGENS = CARGO_MENSAGENS
exports.cargoProblem = cargoProblem
exports.PRESIDENTE = PRESIDENTE
exports.FINANCEIRO = FINANCEIRO
exports.CARGO_LABELS = CARGO_LABELS
exports.CARGOS = CARGOS
exports.SEAT_FIELDS = SEAT_FIELDS
exports.normalizeCargo = normalizeCargo
exports.holdsSeat = holdsSeat
exports.roleOf = roleOf
exports.presidenteRule = presidenteRule
exports.financeiroRule = financeiroRule
exports.diretoriaRule = diretoriaRule
