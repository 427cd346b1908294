// @ts-check
// Elections by secret ballot (docs/decisions/elections.md): the bodies an election item fills, the
// seats a slate must fill, what a ballot may say, the count, the receipt codes, the turnout line and
// the messages the site and PocketBase's hooks both show. Who may vote is the assembly's
// (assembleias-estatuto.js aptidaoOf); members' requests for an assembly are pedidos-assembleia.js.

const { TIPO_LABELS, CARGO_LABELS } = require("./cargos.js")
const { addDays } = require("./datas.js")
const { MANDATO_MENSAGENS } = require("./mandatos.js")

/** The bodies an election fills (the school's staff is appointed), as the draft, the slates and the minutes name them. */
const ORGAO_LABELS = /** @type {const} */ ({
  diretoria: TIPO_LABELS.diretoria,
  conselho: TIPO_LABELS.conselho,
})
const ORGAOS = /** @type {Array<keyof typeof ORGAO_LABELS>} */ (Object.keys(ORGAO_LABELS))

/** The item's vote: not yet opened, open on the members' phones, closed and counted. */
const VOTACAO_LABELS = /** @type {const} */ ({
  fechada: "Votação não aberta",
  aberta: "Votação aberta",
  encerrada: "Votação encerrada",
})

/** A ballot's choice besides a slate's id. */
const ESCOLHA_LABELS = /** @type {const} */ ({ branco: "Em branco", nulo: "Nulo" })

/** The seats a slate fills, by body, each with how many people (the statute's board and council). */
const CHAPA_CARGOS = /** @type {const} */ ({
  diretoria: [
    { cargo: "presidente", vagas: 1 },
    { cargo: "vice-presidente", vagas: 1 },
    { cargo: "financeiro", vagas: 1 },
    { cargo: "secretario", vagas: 1 },
  ],
  conselho: [
    { cargo: "presidente-conselho", vagas: 1 },
    { cargo: "conselheiro", vagas: 2 },
    { cargo: "suplente", vagas: 3 },
  ],
})

/** A slate's name's length; the tie-break's text. */
const CHAPA_NOME_MAX = 120
const DESEMPATE_MAX = 2000

const MENSAGENS = /** @type {const} */ ({
  jaVotou: "Seu voto já foi registrado.",
  naoPresente: "Só vota quem está presente na assembleia e apto a votar.",
  votacaoFechada: "A votação deste item não está aberta.",
  votacaoAberta: "A votação deste item já foi aberta: as chapas não mudam mais.",
  naoEleicao: "Este item não é uma eleição.",
  semChapas: "Registre ao menos uma chapa antes de abrir a votação.",
  escolha: "Escolha uma chapa, Em branco ou Nulo.",
  chapaNome: "Informe o nome da chapa.",
  chapaNaoEncontrada: "Chapa não encontrada.",
  naoApto: (/** @type {string} */ nome) => `${nome} não está apto a votar e não pode compor uma chapa.`,
  outraChapa: (/** @type {string} */ nome, /** @type {string} */ chapa) => `${nome} já está na ${chapa}.`,
  semEmpate: "Só há desempate depois de uma votação empatada.",
  foraDoEmpate: "Escolha uma das chapas empatadas.",
  desempateTexto: "Descreva a regra do estatuto aplicada no desempate.",
  jaEleita: "Esta eleição já tem uma chapa eleita.",
  orgaos: "Escolha o órgão eleito: Diretoria Executiva, Conselho Fiscal ou ambos.",
  mandatoInicio: MANDATO_MENSAGENS.inicioObrigatorio,
  mandatoFim: "O fim do mandato deve ser depois do início.",
  encerreVotacao: "Encerre a votação da eleição antes de encerrar a assembleia.",
})

/** The seats one `orgao` has, each person's place: [{ cargo, tipo, label }], a cargo repeated by its vagas. */
function seatsOf(/** @type {ReadonlyArray<string>} */ orgaos) {
  /** @type {Array<{ cargo: string, tipo: string, label: string }>} */
  const seats = []
  for (const tipo of ORGAOS) {
    if (orgaos.indexOf(tipo) === -1) continue
    for (const { cargo, vagas } of CHAPA_CARGOS[tipo]) {
      for (let i = 0; i < vagas; i += 1) seats.push({ cargo, tipo, label: CARGO_LABELS[cargo] })
    }
  }
  return seats
}

/** @typedef {{ conta: string, cargo: string, tipo: string, nome?: string }} Membro */

/**
 * Why a slate cannot stand for `orgaos`, or null: every seat filled once (a seat empty, a seat the
 * election does not fill, a person twice are refused). A person on another slate is PocketBase's
 * unique index's refusal.
 * @param {ReadonlyArray<Membro>} membros
 * @param {ReadonlyArray<string>} orgaos
 */
function slateProblem(membros, orgaos) {
  const seats = seatsOf(orgaos)
  /** @type {Record<string, number>} */
  const open = {}
  for (const seat of seats) open[`${seat.tipo}:${seat.cargo}`] = (open[`${seat.tipo}:${seat.cargo}`] ?? 0) + 1
  /** @type {Record<string, boolean>} */
  const seen = {}
  for (const membro of membros) {
    const key = `${membro.tipo}:${membro.cargo}`
    const label = /** @type {Record<string, string>} */ (CARGO_LABELS)[membro.cargo] || membro.cargo
    if (!(key in open)) return `O cargo de ${label} não é eleito neste item.`
    if (!membro.conta) continue
    if (seen[membro.conta]) return `${membro.nome || "Uma pessoa"} aparece duas vezes na chapa.`
    seen[membro.conta] = true
    const vagas = open[key] ?? 0
    if (vagas === 0) return `O cargo de ${label} tem pessoas demais.`
    open[key] = vagas - 1
  }
  for (const seat of seats) {
    if ((open[`${seat.tipo}:${seat.cargo}`] ?? 0) > 0) return `Escolha quem ocupa o cargo de ${seat.label}.`
  }
  return null
}

/**
 * The count of a round's ballots. A ballot for no slate of `chapas` counts as null; blank and null
 * are not valid votes. The slate with most valid votes wins; when several share the most (or no vote
 * is valid), none wins and `empate` lists them, for the statute's tie-break or a second round.
 * @param {ReadonlyArray<string | { escolha: string }>} ballots
 * @param {ReadonlyArray<string | { id: string }>} chapas
 * @returns {{ chapas: Record<string, number>, branco: number, nulo: number, validos: number, vencedora: string | null, empate: string[] }}
 */
function apurar(ballots, chapas) {
  const ids = chapas.map((chapa) => (typeof chapa === "string" ? chapa : chapa.id))
  /** @type {Record<string, number>} */
  const porChapa = {}
  for (const id of ids) porChapa[id] = 0
  let branco = 0
  let nulo = 0
  for (const ballot of ballots) {
    const escolha = typeof ballot === "string" ? ballot : ballot.escolha
    if (escolha === "branco") branco += 1
    else if (Object.prototype.hasOwnProperty.call(porChapa, escolha))
      porChapa[escolha] = (porChapa[escolha] ?? 0) + 1
    else nulo += 1
  }
  const votos = (/** @type {string} */ id) => porChapa[id] ?? 0
  const validos = ids.reduce((sum, id) => sum + votos(id), 0)
  const mais = ids.reduce((max, id) => Math.max(max, votos(id)), 0)
  const lideres = ids.filter((id) => votos(id) === mais)
  const vencedora = mais > 0 && lideres.length === 1 ? (lideres[0] ?? null) : null
  return { chapas: porChapa, branco, nulo, validos, vencedora, empate: vencedora ? [] : lideres }
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
const RECIBO_BYTES = 8

/**
 * A receipt code, 'K3Q7-XXXX-XXXX': 60 bits of `bytes` (at least 8 crypto-random bytes, 0-255;
 * PocketBase's hooks draw them with $security; the site never makes one) in Crockford's base32.
 * @param {ArrayLike<number>} bytes
 */
function newReceiptCode(bytes) {
  if (bytes.length < RECIBO_BYTES) throw new Error(`a receipt code needs ${RECIBO_BYTES} random bytes`)
  let bits = ""
  for (let i = 0; i < RECIBO_BYTES; i += 1) bits += ((bytes[i] ?? 0) & 255).toString(2).padStart(8, "0")
  let code = ""
  for (let i = 0; i < 12; i += 1) {
    if (i > 0 && i % 4 === 0) code += "-"
    code += CROCKFORD[parseInt(bits.slice(i * 5, i * 5 + 5), 2)]
  }
  return code
}

/**
 * A code as a member typed it, written as stored ('7k3q xxxx' → '7K3Q-XXXX'); O is 0, I and L are 1.
 * @param {unknown} text
 */
function normalizeRecibo(text) {
  const clean = String(text === undefined || text === null ? "" : text)
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1")
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 12)
  return (clean.match(/.{1,4}/g) || []).join("-")
}

/** How a ballot's choice reads in the list of receipts: the slate's name, 'Em branco' or 'Nulo'. */
function escolhaLabel(/** @type {string} */ escolha, /** @type {Record<string, string>} */ nomes) {
  if (escolha === "branco") return ESCOLHA_LABELS.branco
  return nomes[escolha] || ESCOLHA_LABELS.nulo
}

/** 'Votaram 12 de 23 aptos presentes'. */
function turnoutLine(/** @type {number} */ votantes, /** @type {number} */ presentesAptos) {
  return `Votaram ${votantes} de ${presentesAptos} aptos presentes`
}

/** A slate as the pages name it: 'Chapa 1 — Renovação'. */
function chapaTitulo(/** @type {number} */ numero, /** @type {string} */ nome) {
  return `Chapa ${numero} — ${nome}`
}

/**
 * The term's last day when the draft leaves it empty: `anos` years from its first day, less one day
 * (2027-01-01 for 3 years → 2029-12-31).
 * @param {string} inicio yyyy-MM-dd
 * @param {number} anos
 */
function mandatoFimPadrao(inicio, anos) {
  const ano = Number(inicio.slice(0, 4)) + anos
  const mesDia = inicio.slice(4) === "-02-29" ? "-03-01" : inicio.slice(4)
  return addDays(`${String(ano).padStart(4, "0")}${mesDia}`, -1)
}

exports.ORGAO_LABELS = ORGAO_LABELS
exports.ORGAOS = ORGAOS
exports.VOTACAO_LABELS = VOTACAO_LABELS
exports.ESCOLHA_LABELS = ESCOLHA_LABELS
exports.CHAPA_CARGOS = CHAPA_CARGOS
exports.CHAPA_NOME_MAX = CHAPA_NOME_MAX
exports.DESEMPATE_MAX = DESEMPATE_MAX
exports.MENSAGENS = MENSAGENS
exports.seatsOf = seatsOf
exports.slateProblem = slateProblem
exports.apurar = apurar
exports.CROCKFORD = CROCKFORD
exports.newReceiptCode = newReceiptCode
exports.normalizeRecibo = normalizeRecibo
exports.escolhaLabel = escolhaLabel
exports.turnoutLine = turnoutLine
exports.chapaTitulo = chapaTitulo
exports.mandatoFimPadrao = mandatoFimPadrao
