// @ts-check
// Sign-ups for an event's places (docs/decisions/events.md#places-are-kept-by-pocketbase): a
// sign-up's statuses and labels, who gets a place, when signing up is refused and the messages
// people read. Pure: PocketBase's hooks (pb_hooks/lib/inscricoes.js) decide with it, the site's pages
// say the same words.

const { plural } = require("./texto.js")

/** A place is confirmed, or the person waits for one (oldest first). */
/** @typedef {"confirmada" | "espera"} InscricaoStatus */

/** @type {Record<InscricaoStatus, string>} */
const INSCRICAO_STATUS_LABELS = { confirmada: "Confirmada", espera: "Lista de espera" }

/** What a member posts on an event: take a place (or a turn on the list), or give it up. */
const INSCRICAO_INTENTS = /** @type {const} */ (["confirmar", "cancelar"])

/** The flash message of each change. */
const PRESENCA_CONFIRMADA = "Presença confirmada."
const PRESENCA_CANCELADA = "Presença cancelada."

/**
 * "Você está na lista de espera (posição 2)."
 * @param {number} posicao
 */
function esperaMessage(posicao) {
  return `Você está na lista de espera (posição ${posicao}).`
}

/** Why a sign-up (or its cancellation) is refused: the code PocketBase answers and its message. */
const INSCRICAO_RECUSAS = {
  semCapacidade: {
    code: "inscricao_sem_capacidade",
    message: "Este evento não tem inscrição pelo painel: não há número de vagas.",
  },
  passado: {
    code: "inscricao_evento_passado",
    message: "Este evento já começou: não é mais possível confirmar nem cancelar presença.",
  },
  encerrada: { code: "inscricao_encerrada", message: "As inscrições para este evento estão encerradas." },
  repetida: { code: "inscricao_repetida", message: "Você já está inscrito neste evento." },
  naoInscrito: { code: "inscricao_inexistente", message: "Você não está inscrito neste evento." },
}
/** @typedef {keyof typeof INSCRICAO_RECUSAS} InscricaoRecusa */

/**
 * The status of a new sign-up when `confirmadas` of the event's `capacidade` places are taken.
 * @param {number} confirmadas
 * @param {number} capacidade
 * @returns {InscricaoStatus}
 */
function statusForNew(confirmadas, capacidade) {
  return confirmadas < capacidade ? "confirmada" : "espera"
}

/**
 * Why an event's places can't become `capacidade` while `confirmadas` are taken, or null: a
 * confirmed place is never taken back by a smaller number ("5 de 2 vagas").
 * @param {number} capacidade
 * @param {number} confirmadas
 */
function capacityProblem(capacidade, confirmadas) {
  if (capacidade >= confirmadas) return null
  return `Já há ${plural(confirmadas, "confirmado", "confirmados")}.`
}

/**
 * How many places the waiting may be given now that `confirmadas` of `capacidade` are taken (after
 * a cancellation, or a larger capacity): the oldest that many waiting get one, fewer if fewer wait.
 * @param {number} confirmadas
 * @param {number} capacidade
 */
function placesToFill(confirmadas, capacidade) {
  return Math.max(0, capacidade - confirmadas)
}

/**
 * Why signing up to an event is refused now, or null when it is open. Instants in milliseconds;
 * `ate` 0 or null when sign-up closes only when the event begins.
 * @param {{ capacidade: number, inicio: number, ate: number | null, agora: number }} evento
 * @returns {InscricaoRecusa | null}
 */
function signUpRefusal({ capacidade, inicio, ate, agora }) {
  if (!(capacidade > 0)) return "semCapacidade"
  if (agora >= inicio) return "passado"
  if (ate && agora > ate) return "encerrada"
  return null
}

/**
 * Why giving up a place is refused now, or null: once the event has begun its list is history.
 * @param {{ inicio: number, agora: number }} evento
 * @returns {InscricaoRecusa | null}
 */
function cancelRefusal({ inicio, agora }) {
  return agora >= inicio ? "passado" : null
}

/**
 * The event's page in the panel, where a member confirms or cancels (the promotion e-mail links it).
 * @param {string} id
 */
function eventoPagePath(id) {
  return `/painel/eventos/${id}`
}

/**
 * The places left, said as people count them ("Restam 200 vagas", "Resta 1 vaga", "Esgotado"), never
 * "0 de 200 vagas", which reads as none (docs/decisions/events.md#places-said-as-they-are-left).
 * @param {number} confirmadas
 * @param {number} capacidade
 */
function vagasLabel(confirmadas, capacidade) {
  const restam = placesToFill(confirmadas, capacidade)
  if (restam === 0) return "Esgotado"
  return `${restam === 1 ? "Resta" : "Restam"} ${plural(restam, "vaga", "vagas")}`
}

/** The button of a full event: the tap puts the member on the waiting list, and says so. */
const ENTRAR_NA_ESPERA = "Esgotado — entrar na lista de espera"

/** The member's own confirmed place, as their event's page says it. */
const SUA_PRESENCA_CONFIRMADA = "Sua presença está confirmada."

/**
 * "2 na lista de espera", or "" when nobody waits.
 * @param {number} espera
 */
function esperaLabel(espera) {
  return espera > 0 ? `${espera} na lista de espera` : ""
}

exports.INSCRICAO_STATUS_LABELS = INSCRICAO_STATUS_LABELS
exports.INSCRICAO_INTENTS = INSCRICAO_INTENTS
exports.INSCRICAO_RECUSAS = INSCRICAO_RECUSAS
exports.PRESENCA_CONFIRMADA = PRESENCA_CONFIRMADA
exports.PRESENCA_CANCELADA = PRESENCA_CANCELADA
exports.esperaMessage = esperaMessage
exports.statusForNew = statusForNew
exports.placesToFill = placesToFill
exports.capacityProblem = capacityProblem
exports.signUpRefusal = signUpRefusal
exports.cancelRefusal = cancelRefusal
exports.eventoPagePath = eventoPagePath
exports.esperaLabel = esperaLabel
exports.vagasLabel = vagasLabel
exports.ENTRAR_NA_ESPERA = ENTRAR_NA_ESPERA
exports.SUA_PRESENCA_CONFIRMADA = SUA_PRESENCA_CONFIRMADA
