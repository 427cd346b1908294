// @ts-check
// Reservations of the association's spaces (docs/decisions/reservations.md#booking-limits): their
// statuses, the booking rules in numbers, the words of every refusal, and the checks that both the
// form's schema and PocketBase's hook run on a member's request, so each rule is written once.

const { DATA_INVALIDA } = require("./campos.js")
const { addDays } = require("./datas.js")

const RESERVA_STATUS = /** @type {const} */ (["pendente", "aprovado", "rejeitado"])
/** @typedef {(typeof RESERVA_STATUS)[number]} ReservaStatus */

/** @type {Record<ReservaStatus, string>} */
const RESERVA_STATUS_LABELS = {
  pendente: "Pendente",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
}

const RESERVA_ANTECEDENCIA_DIAS = 7
const RESERVA_HORA_ABERTURA = 8
const RESERVA_HORA_FECHAMENTO = 22
const RESERVA_CAPACIDADE_MAXIMA = 100

const pad = (/** @type {number} */ n) => (n < 10 ? `0${n}` : `${n}`)

/** The opening and closing times as "HH:mm", which compare in time order as strings. */
const RESERVA_ABERTURA = `${pad(RESERVA_HORA_ABERTURA)}:00`
const RESERVA_FECHAMENTO = `${pad(RESERVA_HORA_FECHAMENTO)}:00`

/** A time as stored: "HH:mm", 00:00 to 23:59. */
const HORA = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
/** A day as stored and compared: yyyy-MM-dd. */
const DIA = /^\d{4}-\d{2}-\d{2}$/

const RESERVA_MENSAGENS = /** @type {const} */ ({
  obrigatorios: "Todos os campos são obrigatórios.",
  local: "Escolha um dos espaços da associação.",
  data: DATA_INVALIDA,
  antecedencia: `A reserva deve ser feita com pelo menos ${RESERVA_ANTECEDENCIA_DIAS} dias de antecedência.`,
  hora: "Informe o horário como 14:00.",
  horario: `O horário deve ser entre ${RESERVA_HORA_ABERTURA}h e ${RESERVA_HORA_FECHAMENTO}h.`,
  fim: "O horário de término deve ser depois do início.",
  capacidade: `A capacidade deve ser um número inteiro entre 1 e ${RESERVA_CAPACIDADE_MAXIMA}.`,
  /** PocketBase's refusal: an approved reservation of the same space takes part of the time. */
  ocupado: "Este horário já está reservado neste espaço. Escolha outro horário.",
})

/** The code PocketBase answers with each refusal (the site tells an overlap by its code). */
const RESERVA_CODIGOS = /** @type {const} */ ({
  antecedencia: "antecedencia_minima",
  horario: "fora_do_horario",
  fim: "termino_antes_do_inicio",
  capacidade: "capacidade_invalida",
  ocupado: "horario_ocupado",
})

/** @typedef {keyof typeof RESERVA_CODIGOS} ReservaRecusa */
/** @typedef {{ code: string, message: string }} ReservaErro */

/** @param {ReservaRecusa} recusa @returns {ReservaErro} */
const refusal = (recusa) => ({ code: RESERVA_CODIGOS[recusa], message: RESERVA_MENSAGENS[recusa] })

/**
 * The first day a reservation may be asked for, 7 days after `today` (São Paulo's day, yyyy-MM-dd).
 * @param {string} today
 */
function firstReservaDay(today) {
  return addDays(today, RESERVA_ANTECEDENCIA_DIAS)
}

/** @param {string} day yyyy-MM-dd @param {string} today yyyy-MM-dd @returns {ReservaErro | null} */
function checkReservaDay(day, today) {
  return day < firstReservaDay(today) ? refusal("antecedencia") : null
}

/** A start from the opening time to before the closing one. @param {string} start "HH:mm" */
function checkReservaStart(start) {
  return start < RESERVA_ABERTURA || start >= RESERVA_FECHAMENTO ? refusal("horario") : null
}

/** An end after the opening time, up to the closing one. @param {string} end "HH:mm" */
function checkReservaEnd(end) {
  return end <= RESERVA_ABERTURA || end > RESERVA_FECHAMENTO ? refusal("horario") : null
}

/** The end after the start. @param {string} start "HH:mm" @param {string} end "HH:mm" */
function checkReservaOrder(start, end) {
  return end <= start ? refusal("fim") : null
}

/** 1 to 100 whole people. @param {number} people */
function checkReservaPeople(people) {
  const ok = Number.isInteger(people) && people >= 1 && people <= RESERVA_CAPACIDADE_MAXIMA
  return ok ? null : refusal("capacidade")
}

/**
 * Every field error of a member's request, by the reservation's field names. A day or a time that is
 * not yyyy-MM-dd or "HH:mm" is left to the field's own check (the form's parse, PocketBase's field),
 * and so is the order of two times when the end is already refused.
 * @param {{ day: string, today: string, start: string, end: string, people: number }} request
 * @returns {Partial<Record<"data" | "hora_inicio" | "hora_fim" | "capacidade", ReservaErro>>}
 */
function checkReserva(request) {
  /** @type {Partial<Record<"data" | "hora_inicio" | "hora_fim" | "capacidade", ReservaErro>>} */
  const errors = {}
  const day = DIA.test(request.day) ? checkReservaDay(request.day, request.today) : null
  if (day) errors.data = day
  const startOk = HORA.test(request.start)
  const endOk = HORA.test(request.end)
  const start = startOk ? checkReservaStart(request.start) : null
  if (start) errors.hora_inicio = start
  const end = endOk ? checkReservaEnd(request.end) : null
  if (end) errors.hora_fim = end
  else if (startOk && endOk) {
    const order = checkReservaOrder(request.start, request.end)
    if (order) errors.hora_fim = order
  }
  const people = checkReservaPeople(request.people)
  if (people) errors.capacidade = people
  return errors
}

exports.RESERVA_STATUS = RESERVA_STATUS
exports.RESERVA_STATUS_LABELS = RESERVA_STATUS_LABELS
exports.RESERVA_ANTECEDENCIA_DIAS = RESERVA_ANTECEDENCIA_DIAS
exports.RESERVA_HORA_ABERTURA = RESERVA_HORA_ABERTURA
exports.RESERVA_HORA_FECHAMENTO = RESERVA_HORA_FECHAMENTO
exports.RESERVA_CAPACIDADE_MAXIMA = RESERVA_CAPACIDADE_MAXIMA
exports.RESERVA_ABERTURA = RESERVA_ABERTURA
exports.RESERVA_FECHAMENTO = RESERVA_FECHAMENTO
exports.RESERVA_MENSAGENS = RESERVA_MENSAGENS
exports.RESERVA_CODIGOS = RESERVA_CODIGOS
exports.firstReservaDay = firstReservaDay
exports.checkReservaDay = checkReservaDay
exports.checkReservaStart = checkReservaStart
exports.checkReservaEnd = checkReservaEnd
exports.checkReservaOrder = checkReservaOrder
exports.checkReservaPeople = checkReservaPeople
exports.checkReserva = checkReserva
