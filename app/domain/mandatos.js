// @ts-check
// The terms of the board's seats (`diretoria.inicio_mandato`, `fim_mandato`): a seat counts from
// its first day to its last, as São Paulo days, and the executive board always has exactly one
// current president (docs/decisions/roles-and-access.md#seats-count-within-their-term). Read by the
// role rule (papeis.js), the president's board page and PocketBase's hooks on every save.

// "Current" means São Paulo's day now unless a day is given (todayInSaoPaulo, datas.js).
const { addDays, storedDay, todayInSaoPaulo } = require("./datas.js")

/** Years a term of the executive board and of the fiscal council lasts (the statute). */
const MANDATO_ANOS = 3

/** @typedef {{ cargo: string, tipo: string, inicio_mandato?: string, fim_mandato?: string }} Seat */

/**
 * True when `day` (yyyy-MM-dd) lies in the seat's term, both ends included. An unset start or end
 * leaves that side open: a seat stored without dates (before terms were kept) counts until it is
 * given an end.
 * @param {Seat} seat
 * @param {string} day
 */
function inTerm(seat, day) {
  const inicio = storedDay(seat.inicio_mandato)
  const fim = storedDay(seat.fim_mandato)
  return (inicio === "" || inicio <= day) && (fim === "" || fim >= day)
}

/** A term whose last day is before its first: ended before it began, it never counts. */
function isEmptyTerm(/** @type {Seat} */ seat) {
  const inicio = storedDay(seat.inicio_mandato)
  const fim = storedDay(seat.fim_mandato)
  return inicio !== "" && fim !== "" && fim < inicio
}

/** True when the two seats' terms share a day. */
function termsOverlap(/** @type {Seat} */ a, /** @type {Seat} */ b) {
  if (isEmptyTerm(a) || isEmptyTerm(b)) return false
  const start = (/** @type {Seat} */ seat) => storedDay(seat.inicio_mandato) || "0000-00-00"
  const end = (/** @type {Seat} */ seat) => storedDay(seat.fim_mandato) || "9999-99-99"
  return start(a) <= end(b) && start(b) <= end(a)
}

const MANDATO_MENSAGENS = /** @type {const} */ ({
  fimAntesDoInicio: "O fim do mandato não pode ser antes do início.",
  inicioObrigatorio: "Informe o início do mandato.",
  fimObrigatorio: "Informe o fim do mandato.",
  semPresidente:
    "A Diretoria Executiva não pode ficar sem presidente. Para passar o cargo a outra pessoa, use 'Transferir presidência'.",
  doisPresidentes:
    "A Diretoria Executiva não pode ter dois presidentes ao mesmo tempo. Para passar o cargo a outra pessoa, use 'Transferir presidência'.",
})

/**
 * What is wrong with a seat's dates, or null. A term may end the day before it starts: a seat ended
 * ('Encerrar mandato', its last day yesterday) on the day it began never counted.
 * @param {Seat} seat
 */
function termProblem(seat) {
  const inicio = storedDay(seat.inicio_mandato)
  const fim = storedDay(seat.fim_mandato)
  if (inicio && fim && fim < addDays(inicio, -1)) return MANDATO_MENSAGENS.fimAntesDoInicio
  return null
}

/**
 * What is wrong with a term a person gives now (a new or edited seat, the next president's from
 * today), or null: stricter than `termProblem`, its last day is no earlier than its first (only a
 * seat being ended may end the day before it began).
 * @param {string} inicio
 * @param {string} fim
 */
function newTermProblem(inicio, fim) {
  const first = storedDay(inicio)
  const last = storedDay(fim)
  if (last === "") return MANDATO_MENSAGENS.fimObrigatorio
  return first !== "" && last < first ? MANDATO_MENSAGENS.fimAntesDoInicio : null
}

/**
 * Why the executive board's presidency, going from `before` to `after` (every seat that is a
 * president's, as `isPresident` says), breaks the rule, or null. The rule: no two presidents' terms
 * share a day from `today` on, and a board that had a current president still has one. A board
 * that had none (a new installation) may be filled in any order.
 * @param {readonly Seat[]} before
 * @param {readonly Seat[]} after
 * @param {string} [today]
 */
function presidenciaProblem(before, after, today = todayInSaoPaulo()) {
  const current = (/** @type {readonly Seat[]} */ seats) => seats.filter((seat) => inTerm(seat, today))
  if (current(before).length > 0 && current(after).length === 0) return MANDATO_MENSAGENS.semPresidente
  const notEnded = after.filter((seat) => {
    const fim = storedDay(seat.fim_mandato)
    return fim === "" || fim >= today
  })
  const overlapping = notEnded.some((seat, i) =>
    notEnded.slice(i + 1).some((other) => termsOverlap(seat, other)),
  )
  if (overlapping) return MANDATO_MENSAGENS.doisPresidentes
  return null
}

exports.MANDATO_ANOS = MANDATO_ANOS
exports.inTerm = inTerm
exports.MANDATO_MENSAGENS = MANDATO_MENSAGENS
exports.termProblem = termProblem
exports.newTermProblem = newTermProblem
exports.presidenciaProblem = presidenciaProblem
