// @ts-check
// 'Dar posse' (docs/decisions/elections.md#dar-posse-installs-the-elected-slate): the elected slate's
// seats take the item's term, and every seat of an elected body that would still count on the
// term's first day ends the day before, so the presidency passes at the term's start (never zero or
// two presidents: mandatos.js). Read by PocketBase's route (lib/eleicoes-posse.js) and the panel.

const { addDays, storedDay } = require("./datas.js")

const POSSE_MENSAGENS = /** @type {const} */ ({
  semEleita: "Esta eleição ainda não tem chapa eleita: encerre a votação ou registre o desempate.",
  jaDada: "A posse desta chapa já foi dada.",
  semMandato: "Informe o início e o fim do mandato da eleição antes de dar posse.",
  semConta: (/** @type {string} */ nome) =>
    `${nome} não tem mais conta no sistema: não é possível dar posse.`,
  assembleia: "Dê posse depois que a assembleia for aberta.",
})

/**
 * The last day an outgoing seat keeps once a term starts on `inicio` (yyyy-MM-dd), or null when the
 * seat does not reach that day (it ended before). A seat running on `inicio` ends the day before; one
 * that would start later ends the day before its own start, so it never counts.
 * @param {{ inicio_mandato?: string, fim_mandato?: string }} seat
 * @param {string} inicio
 * @returns {string | null}
 */
function fimDoSaindo(seat, inicio) {
  const start = storedDay(seat.inicio_mandato)
  const end = storedDay(seat.fim_mandato)
  if (end !== "" && end < inicio) return null
  if (start !== "" && start > inicio) return addDays(start, -1)
  return addDays(inicio, -1)
}

exports.POSSE_MENSAGENS = POSSE_MENSAGENS
exports.fimDoSaindo = fimDoSaindo
