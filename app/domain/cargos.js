// @ts-check
// The board (`diretoria`): the positions its seats hold and how visitors read them, and the one rule
// that turns a person's seats into a role (docs/decisions/roles-and-access.md#one-rule-for-the-role),
// read by the site (deriveRole), by PocketBase's hooks (pb_hooks/lib/diretoria.js) and, as filter
// strings, by PocketBase's API rules (pb_hooks/lib/regras.js writes them at every start).

/** `diretoria.tipo` of the executive board, whose seats give board roles (the council's: "conselho"). */
const TIPO_DIRETORIA = "diretoria"

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
  conselheiro: "Conselheiro Fiscal",
})

/** The known positions, in the cards' order. */
const CARGOS = /** @type {Array<keyof typeof CARGO_LABELS>} */ (Object.keys(CARGO_LABELS))

/** What a seat is made of, as the rule reads it (the fields of `diretoria` it needs). */
const SEAT_FIELDS = /** @type {const} */ (["cargo", "tipo"])

/** @typedef {{ cargo: string, tipo: string }} Seat */
/** @typedef {"presidente" | "financeiro" | "diretoria"} BoardRole */

/** A stored value as the rule compares it: " Presidente " is "presidente". */
function normalizeCargo(/** @type {unknown} */ value) {
  return String(value === undefined || value === null ? "" : value)
    .trim()
    .toLowerCase()
}

/**
 * What a seat must hold to count, field by field: the JavaScript rule (seatCounts) and PocketBase's
 * filters (seatRule) are both made from this one list, so a new condition (the term's dates) is
 * added here and reaches both.
 * @param {string} [cargo] the position too; none: any executive-board seat
 * @returns {Array<[field: string, value: string]>}
 */
function seatConditions(cargo) {
  /** @type {Array<[string, string]>} */
  const conditions = [["tipo", TIPO_DIRETORIA]]
  if (cargo) conditions.push(["cargo", cargo])
  return conditions
}

/**
 * True when `seat` counts for the board (with `cargo`, for that position). Only an executive-board
 * seat does: a fiscal council seat gives no board role, whatever its cargo.
 * @param {Seat} seat
 * @param {string} [cargo]
 */
function seatCounts(seat, cargo) {
  const fields = /** @type {Record<string, unknown>} */ (seat)
  return seatConditions(cargo).every(([field, value]) => normalizeCargo(fields[field]) === value)
}

/**
 * "Is the president" (`cargo` presidente), "is the financial director" (financeiro), "is on the
 * executive board" (no cargo): true when one of `seats` counts, as the API rules' fragments test
 * (seatRule). A person may hold two seats, so this is not always their role's question.
 * @param {readonly Seat[]} seats
 * @param {string} [cargo]
 */
function holdsSeat(seats, cargo) {
  return seats.some((seat) => seatCounts(seat, cargo))
}

/**
 * The board role `seats` give: presidente and financeiro by their cargo (presidente first), any other
 * executive-board seat diretoria; null without one.
 * @param {readonly Seat[]} seats
 * @returns {BoardRole | null}
 */
function boardRoleOf(seats) {
  if (holdsSeat(seats, PRESIDENTE)) return PRESIDENTE
  if (holdsSeat(seats, FINANCEIRO)) return FINANCEIRO
  if (holdsSeat(seats)) return "diretoria"
  return null
}

/**
 * The role of a person: their board role, else associado when they are an active member, else geral.
 * @param {readonly Seat[]} seats
 * @param {boolean} activeMember
 * @returns {BoardRole | "associado" | "geral"}
 */
function roleOf(seats, activeMember) {
  return boardRoleOf(seats) || (activeMember ? "associado" : "geral")
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
    seatConditions(cargo).map(([name, value]) => `${field(name)} ?= "${value}"`),
  )
  return `(${tests.join(" && ")})`
}

/** "Is the president", as an API rule's fragment. */
const presidenteRule = (alias = "pres") => seatRule(alias, PRESIDENTE)
/** "Is the financial director", as an API rule's fragment. */
const financeiroRule = (alias = "fin") => seatRule(alias, FINANCEIRO)
/** "Is on the executive board" (any position), as an API rule's fragment. */
const diretoriaRule = (alias = "dir") => seatRule(alias)

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
