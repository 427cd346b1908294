// Five years of a real association, as a plan: who the members are, who sits on the board, who
// left and when, and what became of each month's due. Pure and seeded: the same seed, day and scale
// give the same plan; nothing here talks to PocketBase (scripts/dados-cinco-anos.mjs writes it).
import { format, setDate, subMonths, subYears } from "date-fns"
import { DEMO_PASSWORD } from "../../pocketbase/seed/content.mjs"
import { calendarDay, pbDate, pbDateTime, saoPauloDay } from "../../pocketbase/seed/dates.mjs"
import { createRng, emailLocalPart, fakeCpf, fakeMobile, stableId } from "../../pocketbase/seed/random.mjs"
import { randomTime } from "../../pocketbase/seed/records.mjs"
import { MENSALIDADE_DIA_VENCIMENTO, MENSALIDADE_VALOR } from "../../app/domain/mensalidades.js"
import { planAgenda } from "./plano-agenda.mjs"
import { planMensagens } from "./plano-mensagens.mjs"
import { FIRST, LAST, MIDDLE, STREETS } from "./nomes.mjs"

const SEED = 0x5a11c0de
/** What the issue asks of five years, at scale 1. */
export const CONTAGENS = {
  associados: 500,
  inativos: 60,
  meses: 60,
  eventos: 250,
  reservas: 400,
  mensagens: 1500,
  extratos: 12,
  linhasPorExtrato: 60,
  albuns: 40,
  fotosPorAlbum: 20,
}
/** Of the dues already due: a tenth still open, 2% exempt, the rest paid. */
export const ATRASADAS = 0.1
export const ISENTAS = 0.02

/** The demo's role accounts (README, 'Contas de demonstração'), so the bench logs in as them. */
const ROLES = [
  ["presidente@exemplo.org", { cargo: "presidente", tipo: "diretoria" }],
  ["financeiro@exemplo.org", { cargo: "financeiro", tipo: "diretoria" }],
  ["diretoria@exemplo.org", { cargo: "diretoria", tipo: "diretoria" }],
  ["conselho@exemplo.org", { cargo: "presidente-conselho", tipo: "conselho" }],
  ["associado@exemplo.org", null],
]
/** The other seats of the current term, and the previous term's, held by other members. */
const OTHER_SEATS = [
  { cargo: "vice-presidente", tipo: "diretoria" },
  { cargo: "secretario", tipo: "diretoria" },
  { cargo: "conselheiro", tipo: "conselho" },
  { cargo: "conselheiro", tipo: "conselho" },
]
const PREVIOUS_SEATS = [
  { cargo: "presidente", tipo: "diretoria" },
  { cargo: "financeiro", tipo: "diretoria" },
  { cargo: "secretario", tipo: "diretoria" },
  { cargo: "presidente-conselho", tipo: "conselho" },
]

const scaled = (n, escala) => Math.max(1, Math.round(n * escala))

/** The people: the role accounts first, then members with names of their own. */
function planPessoas(rng, today, total) {
  const emails = new Set()
  return Array.from({ length: total }, (_, i) => {
    const nome = `${rng.pick(FIRST)} ${rng.pick(MIDDLE)} ${rng.pick(LAST)}`
    let email = ROLES[i]?.[0] ?? `${emailLocalPart(nome)}@exemplo.org`
    for (let n = 2; emails.has(email); n++) email = `${emailLocalPart(nome)}${n}@exemplo.org`
    emails.add(email)
    const nascimento = calendarDay(today.getFullYear() - rng.int(40, 80), rng.int(1, 12), rng.int(1, 28))
    return {
      key: email,
      id: stableId("cadastro_geral", `cinco-anos:${email}`),
      email,
      nome,
      password: ROLES[i] ? DEMO_PASSWORD : `senha-${rng.digits(12)}`,
      telefone: fakeMobile(rng),
      cpf: fakeCpf(rng).replace(/\D/g, ""),
      dt_nasc: pbDate(nascimento),
      endereco: `${rng.pick(STREETS)}, ${rng.int(10, 2000)}`,
      aniversario_publico: rng.next() < 0.6,
      filiacao: pbDate(subYears(today, rng.int(5, 30))),
      board: ROLES[i]?.[1] ?? null,
    }
  })
}

/**
 * The board: the current term (1 January 2025, 2028...) with the role accounts and others, and the
 * previous term, ended the day before it began.
 */
function planDiretoria(pessoas, today) {
  const start = 2025 + 3 * Math.floor((today.getFullYear() - 2025) / 3)
  const term = { inicio: pbDate(calendarDay(start, 1, 1)), fim: pbDate(calendarDay(start + 2, 12, 31)) }
  const previous = {
    inicio: pbDate(calendarDay(start - 3, 1, 1)),
    fim: pbDate(calendarDay(start - 1, 12, 31)),
  }
  const others = pessoas.filter((p) => !ROLES.some(([email]) => email === p.email))
  const seat = (p, { cargo, tipo }, dates) => ({
    idCadGeral: p.id,
    cargo,
    tipo,
    email: p.email,
    telefone: p.telefone,
    contato_publico: true,
    inicio_mandato: dates.inicio,
    fim_mandato: dates.fim,
  })
  return [
    ...PREVIOUS_SEATS.map((s, i) => seat(others[10 + i], s, previous)),
    ...pessoas.filter((p) => p.board).map((p) => seat(p, p.board, term)),
    ...OTHER_SEATS.map((s, i) => seat(others[i], s, term)),
  ]
}

/** The months launched, oldest first: { mes: "yyyy-MM", vencimento (calendar day) }. */
function planMeses(today, count) {
  const current = setDate(today, MENSALIDADE_DIA_VENCIMENTO)
  return Array.from({ length: count }, (_, i) => {
    const vencimento = subMonths(current, count - 1 - i)
    return { mes: format(vencimento, "yyyy-MM"), vencimento }
  })
}

/**
 * Who leaves, and before which month: members with no seat, none in the first year (so the oldest
 * month has every member's due).
 */
function planSaidas(rng, pessoas, meses, inativos) {
  const candidates = rng.shuffle(pessoas.filter((p) => !p.board).slice(OTHER_SEATS.length + 14))
  const saidas = new Map()
  for (const p of candidates.slice(0, inativos))
    saidas.set(p.key, rng.int(Math.min(12, meses - 1), meses - 1))
  return saidas
}

/**
 * What became of the due of `pessoa` in month `m`: paid (when, how), exempt (why) or open. A due
 * not yet due stays open; the demo member's own are paid but the last one.
 */
function outcome(rng, pessoa, mes, today) {
  if (mes.vencimento > today) return { status: "pendente" }
  const r = rng.next()
  if (r < ATRASADAS && pessoa.email !== "associado@exemplo.org") return { status: "pendente" }
  if (r < ATRASADAS + ISENTAS)
    return {
      status: "isenta",
      isencao_motivo: rng.pick(["Doença na família", "Desemprego", "Sócio benemérito"]),
    }
  const drawn = setDate(mes.vencimento, MENSALIDADE_DIA_VENCIMENTO + rng.int(-9, 12))
  const pago = drawn > today ? today : drawn
  const f = rng.next()
  return {
    status: "pago",
    pago_em: pbDateTime(pago, randomTime(rng, 8, 21)),
    forma_pagamento: f < 0.7 ? "pix" : f < 0.9 ? "dinheiro" : "transferencia",
  }
}

/**
 * The whole plan. `now`: the day the five years end (São Paulo's); `escala`: 1 for the issue's
 * counts, less for a quick test.
 */
export function planCincoAnos({ now = new Date(), seed = SEED, escala = 1 } = {}) {
  const rng = createRng(seed)
  const today = saoPauloDay(now)
  const pessoas = planPessoas(rng, today, Math.max(scaled(CONTAGENS.associados, escala), 30))
  const meses = planMeses(today, CONTAGENS.meses)
  const saidas = planSaidas(rng, pessoas, meses.length, scaled(CONTAGENS.inativos, escala))
  // Each month's dues: of every member still there when it was launched.
  const mensalidades = meses.flatMap((mes, m) =>
    pessoas
      .filter((p) => !(saidas.get(p.key) <= m))
      .map((p) => ({
        key: `${p.key}:${mes.mes}`,
        pessoa: p.key,
        mes: mes.mes,
        ...outcome(rng, p, mes, today),
      })),
  )
  return {
    hoje: format(today, "yyyy-MM-dd"),
    valor: MENSALIDADE_VALOR,
    dia: MENSALIDADE_DIA_VENCIMENTO,
    pessoas,
    diretoria: planDiretoria(pessoas, today),
    meses: meses.map((m) => m.mes),
    saidas: Object.fromEntries(saidas),
    mensalidades,
    ...planAgenda(rng, pessoas, today, {
      eventos: scaled(CONTAGENS.eventos, escala),
      reservas: scaled(CONTAGENS.reservas, escala),
    }),
    ...planMensagens(rng, pessoas, today, {
      mensagens: scaled(CONTAGENS.mensagens, escala),
      extratos: CONTAGENS.extratos,
      linhasPorExtrato: CONTAGENS.linhasPorExtrato,
      albuns: scaled(CONTAGENS.albuns, escala),
      fotosPorAlbum: CONTAGENS.fotosPorAlbum,
    }),
  }
}
