// @ts-check
// The statute's arithmetic for the general assembly (docs/decisions/general-assembly.md), the same
// for the site and PocketBase's hooks: the notice's lead time, who is able to vote ('apto a votar'),
// the first call's quorum, the second call's time, and an item's result by simple or qualified
// majority. The numbers themselves are settings (associacao.js); a published notice keeps the ones it
// was published under (`estatuto`).

const { addDays, formatDate } = require("./datas.js")

/** The statute's numbers by default (settings: associacao.js). */
const ANTECEDENCIA_PADRAO = 10
const ANTECEDENCIA_MAXIMA = 90
const QUORUM_PADRAO = "1/2"
const INTERVALO_SEGUNDA_CHAMADA_PADRAO = 30
const INTERVALO_SEGUNDA_CHAMADA_MAXIMO = 240
const MAIORIA_QUALIFICADA_PADRAO = "2/3"

/**
 * The statute's numbers a notice is published under, frozen on it (a later change of the settings
 * does not change an assembly already called).
 * @typedef {{ antecedenciaDias: number, quorum: string, minutosSegundaChamada: number, maioriaQualificada: string }} Estatuto
 */

/**
 * "2/3" as { num: 2, den: 3 }; null when it is not a fraction between 0 and 1 (exclusive of 0).
 * @param {unknown} text
 */
function parseFracao(text) {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(
    String(text === undefined || text === null ? "" : text),
  )
  if (!match) return null
  const num = Number(match[1])
  const den = Number(match[2])
  if (num < 1 || den < 1 || num > den) return null
  return { num, den }
}

const FRACAO_INVALIDA = "Escreva uma fração como 1/2 ou 2/3."

/**
 * The first day a notice published on `today` may call the assembly for: `dias` days later.
 * @param {string} today São Paulo's day, yyyy-MM-dd
 * @param {number} dias
 */
function earliestAssemblyDay(today, dias) {
  return addDays(today, dias)
}

/**
 * Why a notice published on `today` cannot call an assembly on `day`, or null when it can.
 * @param {string} day the first call's day in São Paulo, yyyy-MM-dd
 * @param {string} today
 * @param {number} dias the statute's lead time
 */
function leadTimeError(day, today, dias) {
  const earliest = earliestAssemblyDay(today, dias)
  if (day >= earliest) return null
  return `O estatuto exige ${dias} dias de antecedência: a data mais próxima é ${formatDate(earliest)}.`
}

/**
 * Whether a member is able to vote at an assembly held in `mes` (yyyy-MM): active, and no due of an
 * earlier month left open (paid and exempt dues are settled; the assembly's own month does not
 * count). `motivo` says why, as the frozen list shows it.
 * @param {{ ativo: boolean, mensalidades: ReadonlyArray<{ data_vencimento: string, status: string }> }} member
 * @param {string} mes the assembly's month, yyyy-MM
 * @returns {{ apto: boolean, motivo: string }}
 */
function aptidaoOf(member, mes) {
  if (!member.ativo) return { apto: false, motivo: "Associado inativo" }
  const abertas = member.mensalidades
    .filter((due) => due.status === "pendente" && String(due.data_vencimento).slice(0, 7) < mes)
    .map((due) => String(due.data_vencimento).slice(0, 7))
    .sort()
  if (abertas.length === 0) return { apto: true, motivo: "Em dia com as mensalidades" }
  const meses = abertas.map((month) => `${month.slice(5, 7)}/${month.slice(0, 4)}`)
  return abertas.length === 1
    ? { apto: false, motivo: `Mensalidade de ${meses[0]} em aberto` }
    : { apto: false, motivo: `Mensalidades em aberto: ${meses.join(", ")}` }
}

/**
 * The first call's quorum: more than `fracao` of the members able to vote ("1/2": more than half,
 * 31 of 61, 31 of 60).
 * @param {number} aptos
 * @param {string} fracao
 */
function quorumPrimeiraChamada(aptos, fracao) {
  const parsed = parseFracao(fracao) || { num: 1, den: 2 }
  return Math.floor((aptos * parsed.num) / parsed.den) + 1
}

/** The second call's instant, `minutos` after the first's (ms since the epoch). */
function segundaChamadaEm(/** @type {number} */ primeiraMs, /** @type {number} */ minutos) {
  return primeiraMs + minutos * 60000
}

/** A share as the panel and the minutes write it: 23 of 61 is "37,7%". */
function percentual(/** @type {number} */ parte, /** @type {number} */ todo) {
  const value = todo > 0 ? Math.round((parte * 1000) / todo) / 10 : 0
  return `${value.toFixed(1).replace(".", ",")}%`
}

/**
 * The quorum line at the top of every step: 'Presentes aptos: 23 de 61 (37,7%) — quórum da 1ª
 * convocação: 31'.
 * @param {number} presentesAptos
 * @param {number} aptos
 * @param {number} quorum
 */
function quorumLine(presentesAptos, aptos, quorum) {
  return `Presentes aptos: ${presentesAptos} de ${aptos} (${percentual(presentesAptos, aptos)}) — quórum da 1ª convocação: ${quorum}`
}

/**
 * On which call the votes may start now, or why not yet: before the second call's time only with
 * the first call's quorum; from then on with any number present.
 * @param {{ presentesAptos: number, quorum: number, agoraMs: number, segundaChamadaMs: number }} state
 * @returns {{ chamada: "primeira" | "segunda", error?: undefined } | { error: string, chamada?: undefined }}
 */
function chamadaOf(state) {
  if (state.presentesAptos >= state.quorum) return { chamada: "primeira" }
  if (state.agoraMs >= state.segundaChamadaMs) return { chamada: "segunda" }
  return {
    error: `Sem o quórum da 1ª convocação (${state.quorum} aptos presentes), as votações só começam na 2ª convocação.`,
  }
}

/**
 * @typedef {{ a_favor: number, contra: number, abstencoes: number }} Votos
 */

/** Why the counts cannot be recorded, or null: more votes than voters present. */
function votosError(/** @type {Votos} */ votos, /** @type {number} */ presentesAptos) {
  const soma = votos.a_favor + votos.contra + votos.abstencoes
  if (soma > presentesAptos)
    return `A soma dos votos (${soma}) passa do número de associados aptos presentes (${presentesAptos}).`
  return null
}

/**
 * An item's result: by simple majority of the votes cast (more for than against; a tie fails), or,
 * for an item that needs it (changing the statute, removing directors), by the qualified majority:
 * `fracao` of the members able to vote who are present (Código Civil art. 59 in its former wording:
 * "dois terços dos presentes").
 * @param {Votos} votos
 * @param {{ qualificada: boolean, fracao: string, presentesAptos: number }} regra
 * @returns {"aprovado" | "reprovado"}
 */
function resultadoOf(votos, regra) {
  if (!regra.qualificada) return votos.a_favor > votos.contra ? "aprovado" : "reprovado"
  const parsed = parseFracao(regra.fracao) || { num: 2, den: 3 }
  return votos.a_favor * parsed.den >= parsed.num * regra.presentesAptos && votos.a_favor > 0
    ? "aprovado"
    : "reprovado"
}

exports.parseFracao = parseFracao
exports.leadTimeError = leadTimeError
exports.aptidaoOf = aptidaoOf
exports.quorumPrimeiraChamada = quorumPrimeiraChamada
exports.segundaChamadaEm = segundaChamadaEm
exports.percentual = percentual
exports.quorumLine = quorumLine
exports.chamadaOf = chamadaOf
exports.votosError = votosError
exports.resultadoOf = resultadoOf
exports.ANTECEDENCIA_PADRAO = ANTECEDENCIA_PADRAO
exports.ANTECEDENCIA_MAXIMA = ANTECEDENCIA_MAXIMA
exports.QUORUM_PADRAO = QUORUM_PADRAO
exports.INTERVALO_SEGUNDA_CHAMADA_PADRAO = INTERVALO_SEGUNDA_CHAMADA_PADRAO
exports.INTERVALO_SEGUNDA_CHAMADA_MAXIMO = INTERVALO_SEGUNDA_CHAMADA_MAXIMO
exports.MAIORIA_QUALIFICADA_PADRAO = MAIORIA_QUALIFICADA_PADRAO
exports.FRACAO_INVALIDA = FRACAO_INVALIDA
