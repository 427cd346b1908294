// @ts-check
// The one rule that turns a person's board seats into a role
// (docs/decisions/roles-and-access.md#one-rule-for-the-role): read by the site (deriveRole), by
// PocketBase's hooks (pb_hooks/lib/diretoria.js) and, as filter strings, by PocketBase's API rules
// (pb_hooks/lib/regras.js writes them at every start). A seat counts only within its term
// (mandatos.js); the positions and bodies it names are cargos.js.

const {
  FINANCEIRO,
  normalizeCargo,
  PRESIDENTE,
  SECRETARIO,
  TIPO_CONSELHO,
  TIPO_DIRETORIA,
  TIPO_ESCOLINHA,
  COORDENADOR_ESCOLINHA,
  PROFESSOR_ESCOLINHA,
} = require("./cargos.js")
const { TODAY_IN_SAO_PAULO_FILTER, todayInSaoPaulo } = require("./datas.js")
const { inTerm } = require("./mandatos.js")

/** What a seat is made of, as the rule reads it (the fields of `diretoria` it needs). */
const SEAT_FIELDS = /** @type {const} */ (["cargo", "tipo", "inicio_mandato", "fim_mandato"])

/** @typedef {import("./mandatos.js").Seat} Seat */
/** @typedef {"presidente" | "financeiro" | "diretoria"} BoardRole */

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
 * @param {string} [cargo] the position too; none: any seat of the body
 * @param {string} [tipo] the body: the executive board unless the fiscal council is named
 * @returns {SeatCondition[]}
 */
function seatConditions(cargo, tipo = TIPO_DIRETORIA) {
  const conditions = [holds("tipo", tipo)]
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
 * @param {string} [tipo] the body (seatConditions)
 */
function seatCounts(seat, today, cargo, tipo) {
  const fields = /** @type {Record<string, unknown>} */ (seat)
  return seatConditions(cargo, tipo).every((condition) => condition.test(fields, today))
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
 * True when one of `seats` is a current fiscal council seat (any cargo): the council reads the
 * accounts and records its opinion on them, without a board role
 * (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
 * @param {readonly Seat[]} seats
 * @param {string} [today]
 */
function holdsCouncilSeat(seats, today = todayInSaoPaulo()) {
  return seats.some((seat) => seatCounts(seat, today, undefined, TIPO_CONSELHO))
}

/**
 * True when one of `seats` is a current executive-board seat of cargo secretario: it opens the
 * general assembly's pages with the president's, without changing the role
 * (docs/decisions/general-assembly.md#the-president-and-the-secretary-run-the-assembly).
 * @param {readonly Seat[]} seats
 * @param {string} [today]
 */
function holdsSecretarySeat(seats, today = todayInSaoPaulo()) {
  return holdsSeat(seats, SECRETARIO, today)
}

/**
 * True when one of `seats` is a current school seat of `cargo` (the coordinator's or a coach's): it
 * opens the school's pages, without a board role (docs/decisions/youth-school.md#the-schools-seats).
 * @param {readonly Seat[]} seats
 * @param {typeof COORDENADOR_ESCOLINHA | typeof PROFESSOR_ESCOLINHA} cargo
 * @param {string} [today]
 */
function holdsSchoolSeat(seats, cargo, today = todayInSaoPaulo()) {
  return seats.some((seat) => seatCounts(seat, today, cargo, TIPO_ESCOLINHA))
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

/**
 * Who a person is to the role matrix (acessos.js): the role their seats and membership give, and
 * each seat that opens areas beside it; `responsavel`: they are the guardian of a child of the
 * school (PocketBase knows it from its `alunos`). The site's guard and PocketBase's panel route
 * both ask this.
 * @param {readonly Seat[]} seats
 * @param {boolean} activeMember
 * @param {boolean} responsavel
 * @param {string} [today]
 */
function acessoFromSeats(seats, activeMember, responsavel, today = todayInSaoPaulo()) {
  return {
    role: roleOf(seats, activeMember, today),
    conselho: holdsCouncilSeat(seats, today),
    secretario: holdsSecretarySeat(seats, today),
    coordenador: holdsSchoolSeat(seats, COORDENADOR_ESCOLINHA, today),
    professor: holdsSchoolSeat(seats, PROFESSOR_ESCOLINHA, today),
    responsavel,
  }
}

/**
 * True when one of `seats` counts today in any body (board, council or school): its holder sees
 * personal data or money and must have a second step (seguranca.js).
 * @param {readonly Seat[]} seats
 * @param {string} [today]
 */
const holdsAnySeat = (seats, today = todayInSaoPaulo()) => seats.some((seat) => WITHIN_TERM.test(seat, today))

/**
 * holdsAnySeat as a filter on the account itself, whose seats are `diretoria_via_idCadGeral`. The
 * seat's id first: an account with no seat joins none, whose empty term fields would otherwise
 * match `?= ""` (PocketBase compares a missing value as "").
 */
const accountHoldsAnySeatRule = () =>
  `diretoria_via_idCadGeral.id ?!= "" && ${WITHIN_TERM.filter((name) => `diretoria_via_idCadGeral.${name}`)}`

/** True when the seat is the executive board's president's (whatever its term). */
function isPresidentSeat(/** @type {Seat} */ seat) {
  return holds("tipo", TIPO_DIRETORIA).test(seat, "") && holds("cargo", PRESIDENTE).test(seat, "")
}

/** The logged-in account's seats, as an API rule names them (a back-relation of `idCadGeral`). */
const OWN_SEATS = "@request.auth.diretoria_via_idCadGeral"

/**
 * The same test as an API rule's fragment: "the logged-in account has such a seat". It reads the
 * account's own seats (`@request.auth.diretoria_via_idCadGeral`), which PocketBase joins on
 * `idCadGeral` (indexed): a `@collection.diretoria` join has no ON condition, so each one multiplied
 * the rows by every seat ever held, and three of them made a list of dues take seconds
 * (docs/decisions/roles-and-access.md#role-tests-join-only-the-persons-own-seats). Every fragment
 * joins the same seats, so each condition applies to one seat, and fragments are joined with `||`
 * ("is the president or the financial director"), never with `&&` (two seats at once).
 * @param {string} [cargo]
 * @param {string} [tipo] the body (seatConditions)
 */
function seatRule(cargo, tipo) {
  const field = (/** @type {string} */ name) => `${OWN_SEATS}.${name}`
  const tests = seatConditions(cargo, tipo).map((condition) => condition.filter(field))
  return `(${tests.join(" && ")})`
}

/** "Is the president", as an API rule's fragment. */
const presidenteRule = () => seatRule(PRESIDENTE)
/** "Is the financial director", as an API rule's fragment. */
const financeiroRule = () => seatRule(FINANCEIRO)
/** "Is on the executive board" (any position), as an API rule's fragment. */
const diretoriaRule = () => seatRule()
/** "Holds a current fiscal council seat", as an API rule's fragment. */
const conselhoRule = () => seatRule(undefined, TIPO_CONSELHO)
/** "Is the president or the secretary" (who run the general assembly), as an API rule's fragment. */
const assembleiaRule = () => `(${presidenteRule()} || ${seatRule(SECRETARIO)})`
/** "Is the president or the school's coordinator" (who run the school), as an API rule's fragment. */
const escolinhaRule = () => `(${presidenteRule()} || ${seatRule(COORDENADOR_ESCOLINHA, TIPO_ESCOLINHA)})`
/** "Holds a current coach's seat", as an API rule's fragment (a coach sees only their classes). */
const professorRule = () => seatRule(PROFESSOR_ESCOLINHA, TIPO_ESCOLINHA)

exports.SEAT_FIELDS = SEAT_FIELDS
exports.holdsSeat = holdsSeat
exports.holdsCouncilSeat = holdsCouncilSeat
exports.holdsSecretarySeat = holdsSecretarySeat
exports.holdsSchoolSeat = holdsSchoolSeat
exports.roleOf = roleOf
exports.acessoFromSeats = acessoFromSeats
exports.isPresidentSeat = isPresidentSeat
exports.holdsAnySeat = holdsAnySeat
exports.accountHoldsAnySeatRule = accountHoldsAnySeatRule
exports.presidenteRule = presidenteRule
exports.financeiroRule = financeiroRule
exports.diretoriaRule = diretoriaRule
exports.conselhoRule = conselhoRule
exports.assembleiaRule = assembleiaRule
exports.escolinhaRule = escolinhaRule
exports.professorRule = professorRule
